/* @@opts: -x nolibs */
/*
 * with -x nolibs the D library is not compiled: curpsinfo is unknown
 */

BEGIN
{
	trace(curpsinfo->pr_pid);
}
