/* only the constant 0 (NULL) compares with a string; other integers do not */

BEGIN
{
	trace("abc" == 1);
}
