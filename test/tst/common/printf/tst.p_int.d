/*
 * %p prints hexadecimal digits without a prefix
 */

#pragma D option quiet

BEGIN
{
	printf("%p\n", 0x1000);
	exit(0);
}
