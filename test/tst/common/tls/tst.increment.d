/* incrementing a thread-local */

#pragma D option quiet

self int n;

BEGIN
{
	self->n++;
	self->n++;
	printf("%d\n", self->n);
	exit(0);
}
