/*
 * %T prints a nanosecond time in RFC 822 form (TZ=UTC)
 */

#pragma D option quiet

BEGIN
{
	printf("%T\n", 1000000000000000000);
	exit(0);
}
