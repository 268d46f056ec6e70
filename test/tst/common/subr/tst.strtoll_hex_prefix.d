/* strtoll("0x1f", 16) is 31 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", strtoll("0x1f", 16));
	exit(0);
}
