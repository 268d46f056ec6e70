/* casting a string to an int */

BEGIN
{
	trace((int)"abc");
}
