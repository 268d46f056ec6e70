/*
 * printf("%c") of 65 is A
 */

#pragma D option quiet

BEGIN
{
	printf("%c\n", 65);
	exit(0);
}
