/* @@exit: 2 */
/*
 * exit() without -q: the probe line, and the status
 */

BEGIN
{
	exit(2);
}
