/*
 * trace() prints a 1-byte value unsigned
 */

#pragma D option quiet

BEGIN
{
	trace((char)-1);
	printf("\n");
	exit(0);
}
