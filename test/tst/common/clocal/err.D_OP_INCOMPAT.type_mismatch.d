/* a clause-local assigned another type */

BEGIN
{
	this->x = 1;
	this->x = "s";
}
