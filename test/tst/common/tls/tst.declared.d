/* an explicitly declared thread-local */

#pragma D option quiet

self char x;

BEGIN
{
	self->x = 300;
	printf("%d %d\n", self->x, sizeof (self->x));
	exit(0);
}
