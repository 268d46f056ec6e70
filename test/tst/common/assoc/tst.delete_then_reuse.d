/* an element deleted by 0 can be set again */

#pragma D option quiet

BEGIN
{
	a[1] = 5;
	a[1] = 0;
	a[1] = 6;
	printf("%d\n", a[1]);
	exit(0);
}
