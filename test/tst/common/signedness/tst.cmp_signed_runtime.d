/*
 *
 */

#pragma D option quiet

BEGIN
{
	a = -1;
	b = 0;
	printf("%d\n", a < b);
	exit(0);
}
