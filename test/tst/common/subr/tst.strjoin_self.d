/* strjoin() result stored in a thread-local */

#pragma D option quiet

BEGIN
{
	self->s = strjoin("thread", "-local");
	printf("%s\n", self->s);
	exit(0);
}
