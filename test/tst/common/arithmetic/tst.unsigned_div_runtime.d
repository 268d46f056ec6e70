/*
 * 0xfffffffe is unsigned int; division is unsigned
 */

#pragma D option quiet

BEGIN
{
	a = 0xfffffffe;
	printf("%u\n", a / 2);
	exit(0);
}
