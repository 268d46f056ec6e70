/* the built-in execname == "dtrace" */

#pragma D option quiet

BEGIN
{
	printf("%d\n", execname == "dtrace");
	exit(0);
}
