/* as the reference, a pointer cast is writable: *(T *)p = v */

#pragma D option quiet

BEGIN
{
	this->p = (uint64_t *)alloca(8);
	*this->p = 0;
	*(uint8_t *)this->p = 0xff;
	*((uint16_t *)this->p + 1) = 0x1234;
	printf("%x\n", *this->p);
	exit(0);
}
