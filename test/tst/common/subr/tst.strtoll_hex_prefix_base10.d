/* strtoll("0x10") is 0 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", strtoll("0x10"));
	exit(0);
}
