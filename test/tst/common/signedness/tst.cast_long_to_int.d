/*
 * 4294967295 is long; narrowing to int keeps 32 bits
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", (int)4294967295);
	exit(0);
}
