/*
 * BEGIN fires in the dtrace process: uid == $uid
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", uid == $uid);
	exit(0);
}
