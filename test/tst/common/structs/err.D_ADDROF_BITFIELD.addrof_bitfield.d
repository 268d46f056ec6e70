/* & of a bit-field member */

struct bits {
	unsigned int a : 3;
	unsigned int b : 5;
	unsigned int c : 8;
};

BEGIN
{
	this->p = (struct bits *)alloca(4);
	trace(&this->p->b);
}
