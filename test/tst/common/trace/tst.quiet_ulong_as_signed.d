/*
 * trace() prints an 8-byte value with %lld
 */

#pragma D option quiet

BEGIN
{
	trace(0xffffffffffffffff);
	printf("\n");
	exit(0);
}
