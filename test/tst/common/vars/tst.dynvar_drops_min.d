/*
 * a dynvarsize smaller than one element still holds one (the space is
 * at least one chunk): nine of ten stores are dropped
 */

#pragma D option quiet
#pragma D option dynvarsize=1

BEGIN
{
	a[1] = 1; a[2] = 2; a[3] = 3; a[4] = 4; a[5] = 5;
	a[6] = 6; a[7] = 7; a[8] = 8; a[9] = 9; a[10] = 10;
	printf("%d %d %d %d %d %d %d %d %d %d\n", a[1], a[2], a[3], a[4], a[5],
	    a[6], a[7], a[8], a[9], a[10]);
	exit(0);
}
