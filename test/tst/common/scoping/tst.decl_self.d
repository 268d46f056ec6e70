/*
 * a thread-local variable declared with a scoped type
 */

#pragma D option quiet

self C`short s;

BEGIN
{
	self->s = 65537;
	printf("%d %d\n", self->s, sizeof (self->s));
	exit(0);
}
