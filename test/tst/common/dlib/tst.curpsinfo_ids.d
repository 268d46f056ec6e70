/*
 * curpsinfo->pr_uid and pr_gid are the real user and group ids
 */

#pragma D option quiet

BEGIN
{
	printf("%d %d %d\n", curpsinfo->pr_uid == uid, curpsinfo->pr_gid == gid,
	    curpsinfo->pr_uid == $uid);
	exit(0);
}
