/* a thread-local string */

#pragma D option quiet

BEGIN
{
	self->s = "thread";
	printf("%s\n", self->s);
	exit(0);
}
