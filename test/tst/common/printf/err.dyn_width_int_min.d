/* @@stderr: dtrace: processing aborted: Value too large for defined data type */
/*
 * a '*' width of INT_MIN: a left-adjusted width of 2^31, which printf(3)
 * cannot produce: processing stops with its error, and nothing negates
 * INT_MIN on the way
 */

#pragma D option quiet

BEGIN
{
	w = -0x7fffffff - 1;
	printf("%*d|\n", w, 1);
	exit(0);
}
