/* keys are ordered: a[1,2] and a[2,1] differ */

#pragma D option quiet

BEGIN
{
	a[1, 2] = 12;
	a[2, 1] = 21;
	printf("%d %d\n", a[1, 2], a[2, 1]);
	exit(0);
}
