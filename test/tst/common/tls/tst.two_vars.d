/* two thread-locals are independent */

#pragma D option quiet

BEGIN
{
	self->a = 1;
	self->b = 2;
	self->a = 0;
	printf("%d %d\n", self->a, self->b);
	exit(0);
}
