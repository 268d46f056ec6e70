/* assigning to a built-in variable */

BEGIN
{
	pid = 2;
}
