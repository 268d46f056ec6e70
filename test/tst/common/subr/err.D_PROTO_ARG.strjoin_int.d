/* strjoin() of an integer is rejected */

BEGIN
{
	trace(strjoin("a", 1));
}
