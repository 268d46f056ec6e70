/* @@exit: 255 */
/*
 * exit(255) makes dtrace exit with status 255
 */

#pragma D option quiet

BEGIN
{
	exit(255);
}
