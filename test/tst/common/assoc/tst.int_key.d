/* integer keys */

#pragma D option quiet

BEGIN
{
	a[1] = 10;
	a[2] = 20;
	printf("%d %d\n", a[1], a[2]);
	exit(0);
}
