/*
 * an errno name is an inline constant, not a variable
 */
BEGIN
{
	ENOENT = 3;
}
