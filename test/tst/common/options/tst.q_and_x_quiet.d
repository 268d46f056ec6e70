/* @@opts: -q -x quiet */
/*
 * -q and -x quiet together
 */

BEGIN
{
	trace(1);
	exit(0);
}
