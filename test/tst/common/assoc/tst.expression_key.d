/* an expression as key */

#pragma D option quiet

BEGIN
{
	a[2 + 3] = 1;
	printf("%d\n", a[5]);
	exit(0);
}
