/*
 * a curpsinfo member as an associative array key
 */

#pragma D option quiet

BEGIN
{
	a[curpsinfo->pr_pid] = 7;
	printf("%d\n", a[pid]);
	exit(0);
}
