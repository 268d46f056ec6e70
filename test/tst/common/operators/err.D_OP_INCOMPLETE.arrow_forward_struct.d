/*
 * -> through a pointer to an undefined struct
 */

struct fwd *p;

BEGIN
{
	x = p->a;
	exit(0);
}
