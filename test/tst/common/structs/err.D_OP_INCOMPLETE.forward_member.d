/* a member of a forward-declared struct */

struct fwd;

BEGIN
{
	this->p = (struct fwd *)0;
	trace(this->p->x);
}
