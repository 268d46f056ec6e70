/* a 64-bit thread-local */

#pragma D option quiet

BEGIN
{
	self->v = 0x123456789;
	printf("%x\n", self->v);
	exit(0);
}
