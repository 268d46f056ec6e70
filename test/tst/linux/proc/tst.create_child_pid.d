/* @@cmd: @PROGS@/forkexec 2 */
#pragma D option quiet

proc:::create
{
	child[args[0]->pr_pid] = 1;
}

proc:::start
/child[pid]/
{
	n++;
}

END
{
	printf("%d\n", n);
}
