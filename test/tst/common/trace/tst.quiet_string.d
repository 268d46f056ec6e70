/*
 * quiet trace() of a string
 */

#pragma D option quiet

BEGIN
{
	trace("hello");
	printf("\n");
	exit(0);
}
