/*
 * trace() prints a 2-byte value unsigned
 */

#pragma D option quiet

BEGIN
{
	trace((short)-1);
	printf("\n");
	exit(0);
}
