/* shifting a pointer */

BEGIN
{
	this->p = (int *)alloca(8);
	trace(this->p << 1);
}
