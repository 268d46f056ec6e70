/*
 * the END line shows probe ID 2
 */

BEGIN
{
	exit(0);
}

END
{
	trace(7);
}
