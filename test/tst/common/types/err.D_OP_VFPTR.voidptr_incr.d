/* ++ of a void pointer */

BEGIN
{
	this->p = (void *)0;
	this->p++;
}
