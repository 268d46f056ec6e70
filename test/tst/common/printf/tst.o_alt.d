/*
 * printf("%#o") of 8 is 010
 */

#pragma D option quiet

BEGIN
{
	printf("%#o\n", 8);
	exit(0);
}
