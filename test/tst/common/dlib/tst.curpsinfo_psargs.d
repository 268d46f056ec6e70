/*
 * curpsinfo->pr_psargs holds the start of the command line (at most 79
 * characters, as proc(4)): here dtrace's own, beginning with its path
 */

#pragma D option quiet

BEGIN
{
	printf("%d %d %d\n", strlen(curpsinfo->pr_psargs) > 0,
	    strlen(curpsinfo->pr_psargs) <= 79,
	    strstr(curpsinfo->pr_psargs, "dtrace") != "");
	exit(0);
}
