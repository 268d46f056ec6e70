/*
 * the built-in psargs (this implementation's) is curpsinfo->pr_psargs
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", psargs == curpsinfo->pr_psargs);
	exit(0);
}
