/*
 * printf("%#o") of 0 is 0
 */

#pragma D option quiet

BEGIN
{
	printf("%#o\n", 0);
	exit(0);
}
