/*
 *
 */

#pragma D option quiet

BEGIN
{
	x = 4;
	printf("%d\n", 10 + (x > 3 ? 5 : 1));
	exit(0);
}
