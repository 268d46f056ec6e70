/* the built-in strlen(execname) */

#pragma D option quiet

BEGIN
{
	printf("%d\n", strlen(execname));
	exit(0);
}
