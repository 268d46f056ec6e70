/* @@opts: -q */
/*
 * with -q there is no header and no probe line
 */

BEGIN
{
	trace(5);
	exit(0);
}
