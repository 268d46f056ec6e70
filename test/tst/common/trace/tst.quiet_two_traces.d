/*
 * quiet trace() adds no separators
 */

#pragma D option quiet

BEGIN
{
	trace(1);
	trace(2);
	printf("\n");
	exit(0);
}
