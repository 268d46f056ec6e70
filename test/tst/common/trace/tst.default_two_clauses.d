/*
 * each clause that fires prints its own line
 */

BEGIN
{
	trace(1);
}

BEGIN
{
	trace(2);
	exit(0);
}
