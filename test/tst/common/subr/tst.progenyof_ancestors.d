/*
 * progenyof() walks the ancestry up to its end: pid 0, where every chain
 * of parents ends, and the parent are ancestors; a pid no process has is
 * not
 */
#pragma D option quiet

BEGIN
{
	printf("%d %d %d\n", progenyof(0), progenyof(curpsinfo->pr_ppid),
	    progenyof(-2));
	exit(0);
}
