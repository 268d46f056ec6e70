/* assigning 0 deletes a thread-local array element */

#pragma D option quiet

BEGIN
{
	self->a[1] = 3;
	self->a[1] = 0;
	printf("%d\n", self->a[1]);
	exit(0);
}
