/* casting a string to char */

BEGIN
{
	trace((char)"a");
}
