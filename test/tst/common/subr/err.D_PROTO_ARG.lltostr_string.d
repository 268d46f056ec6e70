/* lltostr() of a string is rejected */

BEGIN
{
	trace(lltostr("12"));
}
