/* the cast sizeof ((char)1) */

#pragma D option quiet

BEGIN
{
	printf("%d\n", sizeof ((char)1));
	exit(0);
}
