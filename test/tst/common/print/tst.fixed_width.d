/* print() of fixed-width integer members */

#pragma D option quiet

struct fw {
	uint8_t b;
	uint16_t h;
	uint32_t w;
	uint8_t z;
};

BEGIN
{
	this->p = (struct fw *)alloca(sizeof (struct fw));
	this->p->b = 0x11;
	this->p->h = 0x2211;
	this->p->w = 0x44332211;
	this->p->z = 0;
	print(*this->p);
	printf("\n");
	exit(0);
}
