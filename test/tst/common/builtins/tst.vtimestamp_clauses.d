/*
 * vtimestamp never goes back from one clause to the next on one thread
 */

#pragma D option quiet

BEGIN
{
	self->v = vtimestamp;
}

BEGIN
{
	printf("%d\n", vtimestamp >= self->v);
	exit(0);
}
