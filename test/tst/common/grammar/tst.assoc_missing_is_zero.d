/*
 * an absent key reads 0
 */

#pragma D option quiet

BEGIN
{
	a[1] = 1;
	printf("%d\n", a[2]);
	exit(0);
}
