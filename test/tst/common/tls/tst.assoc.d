/* a thread-local associative array */

#pragma D option quiet

BEGIN
{
	self->a["x", 1] = 3;
	self->a["y", 2] = 4;
	printf("%d %d %d\n", self->a["x", 1], self->a["y", 2], self->a["z", 3]);
	exit(0);
}
