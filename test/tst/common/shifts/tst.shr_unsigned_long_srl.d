/*
 * unsigned long >> is logical
 */

#pragma D option quiet

BEGIN
{
	x = 0xffffffffffffffff;
	printf("%d\n", x >> 60);
	exit(0);
}
