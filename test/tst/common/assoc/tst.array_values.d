/* @@stderr: invalid address */
/*
 * an associative array may hold arrays: int a[int][4] keeps four ints
 * per key; a store past either end of one (a[1][4], a[1][-5], through
 * variables: constant indexes out of bounds are compile errors,
 * D_ARR_BOUNDS) is a bad address fault, never a write outside it (the
 * ERROR clause output of faults in BEGIN follows BEGIN's own, as the
 * reference consumes it)
 */
#pragma D option quiet

int a[int][4];

BEGIN
{
	a[1][2] = 7;
	a[1][0] = 3;
	printf("%d %d %d %d\n", a[1][2], a[1][0], a[1][1], sizeof (a[1]));
}

BEGIN
{
	i = 4;
	a[1][i] = 0xdeadbeef;
}

BEGIN
{
	i = -5;
	a[1][i] = 0xdeadbeef;
}

BEGIN
{
	printf("%d %d\n", a[1][2], a[1][3]);
	exit(0);
}

ERROR
{
	printf("fault %d\n", arg4 == DTRACEFLT_BADADDR);
}
