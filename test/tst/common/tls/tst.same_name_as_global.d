/* a thread-local and a global may share a name */

#pragma D option quiet

BEGIN
{
	x = 1;
	self->x = 2;
	printf("%d %d\n", x, self->x);
	exit(0);
}
