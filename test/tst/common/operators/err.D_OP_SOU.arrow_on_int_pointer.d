/*
 * -> requires a pointer to a struct or union
 */

BEGIN
{
	p = (int *)0;
	y = p->a;
	exit(0);
}
