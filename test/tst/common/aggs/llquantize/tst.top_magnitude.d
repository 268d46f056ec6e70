/*
 * llquantize() with the largest high magnitude factor 10 allows (10^18):
 * the labels up to the top are printed without overflowing; with the
 * reference's wrap-around arithmetic, 10^19 wraps in int64, so values
 * from 10^18 up land in the last bucket below 10^18
 */

#pragma D option quiet

BEGIN
{
	@ = llquantize(5, 10, 0, 18, 10);
	@ = llquantize(2000000000000000000, 10, 0, 18, 10);
	@ = llquantize(0x7fffffffffffffff, 10, 0, 18, 10);
	exit(0);
}
