/*
 * printf("%o") of 8 is 10
 */

#pragma D option quiet

BEGIN
{
	printf("%o\n", 8);
	exit(0);
}
