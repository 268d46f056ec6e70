/* the built-in ppid == $ppid */

#pragma D option quiet

BEGIN
{
	printf("%d\n", ppid == $ppid);
	exit(0);
}
