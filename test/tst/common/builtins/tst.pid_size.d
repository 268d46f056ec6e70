/* the built-in sizeof (pid) */

#pragma D option quiet

BEGIN
{
	printf("%d\n", sizeof (pid));
	exit(0);
}
