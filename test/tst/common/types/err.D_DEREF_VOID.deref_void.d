/* dereferencing a void pointer */

BEGIN
{
	this->p = (void *)alloca(8);
	trace(*this->p);
}
