/*
 * ++ of a read-only variable
 */

BEGIN
{
	timestamp++;
	exit(0);
}
