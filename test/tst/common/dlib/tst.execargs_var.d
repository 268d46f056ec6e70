/*
 * the built-in execargs (FreeBSD and Oracle Linux DTrace have it) is the
 * whole command line; curpsinfo->pr_psargs keeps its first 79 characters
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", substr(execargs, 0, 79) == curpsinfo->pr_psargs);
	exit(0);
}
