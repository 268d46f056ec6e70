/* @@exit: 3 */
/*
 * exit(3) makes dtrace exit with status 3
 */

#pragma D option quiet

BEGIN
{
	exit(3);
}
