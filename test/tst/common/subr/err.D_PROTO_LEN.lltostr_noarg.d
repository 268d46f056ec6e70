/* lltostr() needs an argument */

BEGIN
{
	trace(lltostr());
}
