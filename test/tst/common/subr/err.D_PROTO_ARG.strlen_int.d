/* strlen() of an integer is rejected */

BEGIN
{
	trace(strlen(123));
}
