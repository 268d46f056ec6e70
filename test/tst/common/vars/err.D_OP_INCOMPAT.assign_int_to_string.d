/* assigning an int to a string variable */

BEGIN
{
	s = "one";
	s = 1;
}
