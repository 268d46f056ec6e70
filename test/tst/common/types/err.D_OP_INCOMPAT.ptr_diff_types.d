/* subtracting pointers of different types */

BEGIN
{
	this->p = (int *)alloca(8);
	this->q = (long *)alloca(8);
	trace(this->p - this->q);
}
