/* a signed bit-field sign-extends */

#pragma D option quiet

struct sbits {
	int a : 3;
	int b : 5;
};

BEGIN
{
	this->w = (uint32_t *)alloca(4);
	*this->w = 0x7;
	this->p = (struct sbits *)this->w;
	printf("%d\n", this->p->a);
	exit(0);
}
