/*
 * thread-local variables share the dynamic variable space: with room for
 * three, the fourth store is one drop, worded in the singular
 */

#pragma D option quiet
#pragma D option dynvarsize=250

BEGIN
{
	self->a = 1; self->b = 2; self->c = 3; self->d = 4;
	printf("%d %d %d %d\n", self->a, self->b, self->c, self->d);
	exit(0);
}
