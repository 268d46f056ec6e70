/*
 *
 */

#pragma D option quiet

BEGIN
{
	printf("%u\n", 0xffffffffffffffff);
	exit(0);
}
