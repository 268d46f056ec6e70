/* @@cmd: @PROGS@/pidcompute 2 */
/*
 * pr_argc, pr_argv and pr_envp of a traced process: its argument count,
 * the user address of its argument vector (read with copyin) and of its
 * environment, which follows the vector's terminating NULL
 */
#pragma D option quiet

pid$target::compute:entry
/arg0 == 1/
{
	this->argv = (uint64_t *)copyin(curpsinfo->pr_argv, 24);
	printf("%d [%s] [%s] %d\n", curpsinfo->pr_argc,
	    basename(copyinstr(this->argv[0])), copyinstr(this->argv[1]),
	    this->argv[2]);
	printf("%d\n", curpsinfo->pr_envp == curpsinfo->pr_argv + 8 * 3);
}
