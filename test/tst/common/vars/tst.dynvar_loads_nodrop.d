/*
 * loading elements that do not exist allocates nothing: no drops even
 * when the space is full
 */

#pragma D option quiet
#pragma D option dynvarsize=1

BEGIN
{
	a[1] = 1;
	printf("%d %d %d %d\n", a[1], a[2], a[3], a[4]);
	exit(0);
}
