/*
 * a deleted element's chunk is not reusable until the cleaner has
 * rinsed it: with room for one element, storing, deleting and storing
 * twice more in one clause drops both later stores, reported as the
 * reference words it ("with non-empty dirty list"); a clause 200 ms later
 * finds the chunk clean again
 */

#pragma D option quiet
#pragma D option dynvarsize=1

BEGIN
{
	a[1] = 1;
	a[1] = 0;
	a[2] = 2;
	a[3] = 3;
	printf("%d %d %d\n", a[1], a[2], a[3]);
}

tick-200ms
{
	a[4] = 4;
	printf("%d\n", a[4]);
	exit(0);
}
