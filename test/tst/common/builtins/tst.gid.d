/* the built-in gid == $gid */

#pragma D option quiet

BEGIN
{
	printf("%d\n", gid == $gid);
	exit(0);
}
