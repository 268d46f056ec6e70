/*
 * Constant indexes inside the declared bounds compile (0 and 4 of
 * int a[5]), and an index through a pointer cast is not checked
 */
#pragma D option quiet

int a[5];

BEGIN
{
	a[0] = 10;
	a[4] = 14;
	printf("%d %d %d\n", a[0], a[4], ((int *)a)[4]);
	exit(0);
}
