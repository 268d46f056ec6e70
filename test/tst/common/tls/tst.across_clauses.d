/* a thread-local set in one clause is read in the next (same thread) */

#pragma D option quiet

BEGIN
{
	self->x = 11;
}

BEGIN
{
	printf("%d\n", self->x);
	exit(0);
}
