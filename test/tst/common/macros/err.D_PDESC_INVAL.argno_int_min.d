/* @@args: a */
/*
 * $2147483648 in a probe description: undefined, not argv[INT_MIN]
 */

BEGIN,
dtrace:::$2147483648
{
	exit(0);
}
