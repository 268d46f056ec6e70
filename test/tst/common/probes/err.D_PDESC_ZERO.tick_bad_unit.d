/*
 * an unknown tick unit creates no probe
 */

tick-10parsecs
{
	exit(0);
}
