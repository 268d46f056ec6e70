/*
 * progenyof() walks the whole ancestry: the first process (pid 1) and
 * pid 0 are ancestors of every process, the parent's parent is one too
 */
#pragma D option quiet

BEGIN
{
	printf("%d %d %d\n", progenyof(1), progenyof(0),
	    progenyof(curpsinfo->pr_ppid));
	exit(0);
}
