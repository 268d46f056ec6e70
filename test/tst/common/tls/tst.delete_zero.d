/* assigning 0 deletes a thread-local */

#pragma D option quiet

BEGIN
{
	self->x = 5;
	self->x = 0;
	printf("%d\n", self->x);
	exit(0);
}
