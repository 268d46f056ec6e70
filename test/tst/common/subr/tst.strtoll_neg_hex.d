/* strtoll("-0x10", 16) is -16 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", strtoll("-0x10", 16));
	exit(0);
}
