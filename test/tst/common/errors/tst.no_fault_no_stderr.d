/*
 * an unevaluated division does not fault
 */

#pragma D option quiet

BEGIN
{
	zero = 0;
	x = zero ? 1 / zero : 0;
	printf("%d\n", x);
	exit(0);
}
