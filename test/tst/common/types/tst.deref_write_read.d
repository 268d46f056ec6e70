/* storing through a pointer of each width */

#pragma D option quiet

BEGIN
{
	this->p = (uint64_t *)alloca(8);
	*this->p = 0;
	this->b = (uint8_t *)this->p;
	*this->b = 0xff;
	this->h = (uint16_t *)this->p;
	this->h[1] = 0x1234;
	printf("%x\n", *this->p);
	exit(0);
}
