/* assigning a string to an int variable */

BEGIN
{
	x = 1;
	x = "one";
}
