/*
 * several trace() records share one line
 */

BEGIN
{
	trace(1);
	trace(2);
	exit(0);
}
