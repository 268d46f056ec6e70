/* @@args: a */
/*
 * $4294967294 in a probe description: undefined, not argv[-2]
 */

dtrace::$4294967294:BEGIN
{
	exit(0);
}
