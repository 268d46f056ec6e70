/*
 * INT32_MIN and INT32_MAX as int keys
 */

#pragma D option quiet

BEGIN
{
	@a[(int)-2147483648] = count();
	@a[(int)2147483647] = count();
	@a[(int)2147483647] = count();
	exit(0);
}
