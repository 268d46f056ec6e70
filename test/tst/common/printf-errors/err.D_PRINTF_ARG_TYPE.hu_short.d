/*
 * %hu needs an unsigned short: a signed short is refused (only the hex
 * conversions ignore the sign)
 */

BEGIN
{
	printf("%hu\n", (short)3);
	exit(0);
}
