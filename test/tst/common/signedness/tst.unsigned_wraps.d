/*
 * unsigned int arithmetic wraps at 2^32
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", 0xffffffff + 1);
	exit(0);
}
