/* a thread-local pointer */

#pragma D option quiet

BEGIN
{
	self->p = (int *)alloca(4);
	*self->p = 9;
	printf("%d\n", *self->p);
	exit(0);
}
