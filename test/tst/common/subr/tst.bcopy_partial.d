/* bcopy() of part of a buffer */

#pragma D option quiet

BEGIN
{
	this->a = (uint64_t *)alloca(16);
	this->a[0] = 0x1111;
	this->a[1] = 0x2222;
	this->b = (uint64_t *)alloca(16);
	this->b[1] = 7;
	bcopy(this->a, this->b, 8);
	printf("%x %x\n", this->b[0], this->b[1]);
	exit(0);
}
