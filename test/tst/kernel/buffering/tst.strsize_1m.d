/* @@backend: kernel */ /* @@opts: -x strsize=1m */
/*
 * -x strsize=1m, the largest: the scratch space (eight strings per CPU)
 * is allocated without a WARN and tracing goes on.
 */
#pragma D option quiet

BEGIN
{
	printf("%d\n", strlen(strjoin("ab", "cd")));
	exit(0);
}
