/*
 * %Y and %T accept a 64-bit integer of either sign, so an unsigned
 * nanosecond count prints as a date (TZ is UTC under the harness).
 */

#pragma D option quiet

BEGIN
{
	printf("%Y\n", (uint64_t)86400 * 1000000000);
	printf("%T\n", (uint64_t)1234567890 * 1000000000);
	printf("%Y\n", 2000000000ULL * 1000000000);
	exit(0);
}
