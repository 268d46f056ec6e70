/* three keys of mixed types */

#pragma D option quiet

BEGIN
{
	a[1, "b", 3] = 123;
	printf("%d %d\n", a[1, "b", 3], a[1, "b", 4]);
	exit(0);
}
