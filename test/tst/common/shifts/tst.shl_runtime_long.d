/*
 *
 */

#pragma D option quiet

BEGIN
{
	x = 1L;
	printf("%d\n", x << 62);
	exit(0);
}
