/* the cast (long)(int)-1 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", (long)(int)-1);
	exit(0);
}
