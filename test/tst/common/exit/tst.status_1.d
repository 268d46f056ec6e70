/* @@exit: 1 */
/*
 * exit(1) makes dtrace exit with status 1
 */

#pragma D option quiet

BEGIN
{
	exit(1);
}
