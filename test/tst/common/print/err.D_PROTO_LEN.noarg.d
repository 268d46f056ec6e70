/* print() needs an argument */

BEGIN
{
	print();
}
