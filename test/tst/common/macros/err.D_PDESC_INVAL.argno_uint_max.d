/* @@args: a */
/*
 * $4294967295 in a probe description: undefined, not argv[-1]
 */

$4294967295
{
	exit(0);
}
