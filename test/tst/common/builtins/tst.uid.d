/* the built-in uid == $uid */

#pragma D option quiet

BEGIN
{
	printf("%d\n", uid == $uid);
	exit(0);
}
