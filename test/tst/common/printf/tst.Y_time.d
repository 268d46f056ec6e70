/*
 * %Y prints a nanosecond time as year month day time (TZ=UTC)
 */

#pragma D option quiet

BEGIN
{
	printf("%Y\n", 1000000000000000000);
	exit(0);
}
