/* += cannot step a void * (its target has no size) */

void *p;

BEGIN
{
	p = alloca(8);
	p += alloca(8);
}
