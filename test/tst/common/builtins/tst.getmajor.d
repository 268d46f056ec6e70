/*
 * getmajor() of a Linux dev_t (12-bit major above a 20-bit minor, as
 * Oracle Linux DTrace)
 */

#pragma D option quiet

BEGIN
{
	printf("%d %d %d\n", getmajor((8 << 20) | 1), getmajor(0x1234567),
	    getmajor(0));
	exit(0);
}
