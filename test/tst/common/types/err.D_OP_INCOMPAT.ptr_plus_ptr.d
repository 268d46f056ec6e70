/* adding two pointers */

BEGIN
{
	this->p = (int *)alloca(8);
	trace(this->p + this->p);
}
