/* dirname() of an integer is rejected */

BEGIN
{
	trace(dirname(7));
}
