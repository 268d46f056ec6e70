/* @@grab: @PROGS@/sleeper 30 5 4 */
#pragma D option quiet

BEGIN
{
	exit(0);
}
