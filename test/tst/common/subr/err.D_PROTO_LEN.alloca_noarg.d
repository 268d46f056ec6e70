/* alloca() needs an argument */

BEGIN
{
	this->p = alloca();
}
