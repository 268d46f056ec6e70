/*
 * trace() prints a 4-byte value with %d
 */

#pragma D option quiet

BEGIN
{
	trace(0xffffffff);
	printf("\n");
	exit(0);
}
