/*
 * run-time % of an unsigned int is unsigned
 */

#pragma D option quiet

BEGIN
{
	a = 0xffffffff;
	printf("%u\n", a % 10);
	exit(0);
}
