/* strjoin() needs two arguments */

BEGIN
{
	trace(strjoin("a"));
}
