/* the built-in sizeof (timestamp) */

#pragma D option quiet

BEGIN
{
	printf("%d\n", sizeof (timestamp));
	exit(0);
}
