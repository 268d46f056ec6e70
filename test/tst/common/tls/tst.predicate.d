/* a thread-local in a predicate */

#pragma D option quiet

BEGIN
{
	self->on = 1;
}

BEGIN
/self->on/
{
	printf("on\n");
	self->on = 0;
}

BEGIN
/self->on/
{
	printf("still on\n");
}

BEGIN
{
	exit(0);
}
