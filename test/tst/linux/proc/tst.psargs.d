/* @@cmd: @PROGS@/forkexec 0 */
#pragma D option quiet

proc:::create
{
	printf("%s\n", basename(args[0]->pr_psargs));
}
