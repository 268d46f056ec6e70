/*
 * getminor() of a Linux dev_t (the low 20 bits)
 */

#pragma D option quiet

BEGIN
{
	printf("%d %d %d\n", getminor((8 << 20) | 1), getminor(0x1234567),
	    getminor(0xfffff));
	exit(0);
}
