/* negative integer keys */

#pragma D option quiet

BEGIN
{
	a[-1] = 1;
	a[1] = 2;
	printf("%d %d\n", a[-1], a[1]);
	exit(0);
}
