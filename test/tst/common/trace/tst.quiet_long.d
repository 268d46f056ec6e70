/*
 * quiet trace() of a long
 */

#pragma D option quiet

BEGIN
{
	trace(1234567890123L);
	printf("\n");
	exit(0);
}
