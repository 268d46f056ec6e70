/* the cast (int)0xffffffff */

#pragma D option quiet

BEGIN
{
	printf("%d\n", (int)0xffffffff);
	exit(0);
}
