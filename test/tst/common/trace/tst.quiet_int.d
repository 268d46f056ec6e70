/*
 * quiet trace() of an int prints just the number
 */

#pragma D option quiet

BEGIN
{
	trace(42);
	printf("\n");
	exit(0);
}
