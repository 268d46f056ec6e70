/*
 * %c prints the low byte of an int
 */

#pragma D option quiet

BEGIN
{
	printf("%c\n", 321);
	exit(0);
}
