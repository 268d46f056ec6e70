/* @@exit: 42 */
/*
 * exit(42) makes dtrace exit with status 42
 */

#pragma D option quiet

BEGIN
{
	exit(42);
}
