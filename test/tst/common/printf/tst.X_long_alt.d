/*
 *
 */

#pragma D option quiet

BEGIN
{
	printf("%#X\n", 0xabcdef012L);
	exit(0);
}
