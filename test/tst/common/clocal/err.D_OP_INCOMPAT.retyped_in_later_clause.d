/* a clause-local keeps the type its first assignment gave it, in every clause */

BEGIN
{
	this->v = 10;
}

BEGIN
{
	this->v = "ten";
}
