/* @@grab: @PROGS@/sleeper */
/* @@args: @PID@ */
#pragma D option quiet

BEGIN
{
	printf("%d\n", $target == $1);
	exit(0);
}
