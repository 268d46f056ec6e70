/* @@cmd: @PROGS@/forkexec 0 */
#pragma D option quiet

proc:::exec-failure
{
	printf("%d\n", args[0]);
}
