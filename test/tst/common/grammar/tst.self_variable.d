/*
 * thread-local self-> variables keep their value across clauses
 */

#pragma D option quiet

BEGIN
{
	self->x = 3;
}

BEGIN
{
	printf("%d\n", self->x);
	exit(0);
}
