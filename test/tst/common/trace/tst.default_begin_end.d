/*
 * BEGIN is probe 1 and END is probe 2
 */

BEGIN
{
	trace(1);
	exit(0);
}

END
{
	trace(2);
}
