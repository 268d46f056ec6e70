/*
 * assigning 0 removes an element
 */

#pragma D option quiet

BEGIN
{
	a[1] = 5;
	a[1] = 0;
	printf("%d\n", a[1]);
	exit(0);
}
