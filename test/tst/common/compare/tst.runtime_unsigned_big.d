/*
 *
 */

#pragma D option quiet

BEGIN
{
	x = 0xffffffff;
	printf("%d\n", x > 0);
	exit(0);
}
