/*
 * plain drops and dirty-list drops are counted apart: with room for two,
 * three fresh keys drop one plainly; after a deletion, two more stores
 * drop with the dirty list non-empty
 */

#pragma D option quiet
#pragma D option dynvarsize=200

BEGIN
{
	a[1] = 1;
	a[2] = 2;
	a[3] = 3;
	a[1] = 0;
	a[4] = 4;
	a[5] = 5;
	printf("%d %d %d %d %d\n", a[1], a[2], a[3], a[4], a[5]);
	exit(0);
}
