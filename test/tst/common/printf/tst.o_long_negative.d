/*
 * printf("%o") of -1L is 1777777777777777777777
 */

#pragma D option quiet

BEGIN
{
	printf("%o\n", -1L);
	exit(0);
}
