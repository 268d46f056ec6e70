/*
 * run-time comparison of int and unsigned int is unsigned
 */

#pragma D option quiet

BEGIN
{
	a = -1;
	b = 0u;
	printf("%d\n", a < b);
	exit(0);
}
