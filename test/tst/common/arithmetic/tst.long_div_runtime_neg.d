/*
 *
 */

#pragma D option quiet

BEGIN
{
	a = -9000000000;
	printf("%d\n", a / 1000);
	exit(0);
}
