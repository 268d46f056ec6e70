/* reading bit-fields extracts their bits */

#pragma D option quiet

struct bits {
	unsigned int a : 3;
	unsigned int b : 5;
	unsigned int c : 8;
};

BEGIN
{
	this->w = (uint32_t *)alloca(4);
	*this->w = 0xab1f5;
	this->p = (struct bits *)this->w;
	printf("%d %d %d\n", this->p->a, this->p->b, this->p->c);
	exit(0);
}
