/* @@exit: 7 */
/*
 * exit() from a tick probe
 */

#pragma D option quiet

tick-10ms
{
	exit(7);
}
