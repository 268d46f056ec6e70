/* a missing element reads as 0 */

#pragma D option quiet

BEGIN
{
	a[1] = 1;
	printf("%d\n", a[99]);
	exit(0);
}
