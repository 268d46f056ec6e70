/* @@cmd: @PROGS@/sleeper 30 10 */
#pragma D option quiet

BEGIN
{
	exit(0);
}
