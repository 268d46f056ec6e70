/* assigning a string to a declared int */

int x;

BEGIN
{
	x = "one";
}
