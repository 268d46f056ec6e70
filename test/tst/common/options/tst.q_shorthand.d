/* @@opts: -q */
/*
 * -q is quiet.
 */

BEGIN
{
	trace("quiet");
	exit(0);
}
