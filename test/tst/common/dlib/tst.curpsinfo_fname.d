/*
 * curpsinfo->pr_fname is the executable's name (dtrace fires BEGIN)
 */

#pragma D option quiet

BEGIN
{
	printf("%s %d\n", curpsinfo->pr_fname, curpsinfo->pr_fname == execname);
	exit(0);
}
