/*
 *
 */

#pragma D option quiet

BEGIN
{
	a = 17;
	b = -5;
	printf("%d\n", a % b);
	exit(0);
}
