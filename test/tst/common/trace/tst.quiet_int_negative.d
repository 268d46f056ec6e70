/*
 * quiet trace() of a negative int
 */

#pragma D option quiet

BEGIN
{
	trace(-1);
	printf("\n");
	exit(0);
}
