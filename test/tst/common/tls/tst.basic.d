/* a thread-local variable */

#pragma D option quiet

BEGIN
{
	self->x = 7;
	printf("%d\n", self->x);
	exit(0);
}
