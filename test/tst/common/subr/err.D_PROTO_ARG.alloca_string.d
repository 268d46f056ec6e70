/* alloca() of a string is rejected */

BEGIN
{
	this->p = alloca("big");
}
