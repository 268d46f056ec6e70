/*
 * quiet trace() of a negative long
 */

#pragma D option quiet

BEGIN
{
	trace(-1L);
	printf("\n");
	exit(0);
}
