/*
 * A thread-local speculation ID used across clauses and a predicate.
 */
#pragma D option quiet

BEGIN
{
	self->spec = speculation();
}

BEGIN
/self->spec/
{
	speculate(self->spec);
	printf("id %d\n", self->spec);
}

BEGIN
/self->spec/
{
	commit(self->spec);
	self->spec = 0;
}

BEGIN
/self->spec == 0/
{
	exit(0);
}
