/*
 * a cast to a scoped type (C`short) truncates like the unscoped one
 */

#pragma D option quiet

BEGIN
{
	x = 70000;
	printf("%d %d\n", (C`short)x, (short)x);
	exit(0);
}
