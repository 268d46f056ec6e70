/*
 * a global array starts zeroed and its elements are assignable
 */

#pragma D option quiet

int a[5];

BEGIN
{
	a[2] = 7;
	a[4] = 1;
	printf("%d %d %d\n", a[0], a[2], a[4]);
	exit(0);
}
