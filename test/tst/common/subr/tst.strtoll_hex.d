/* strtoll("ff", 16) is 255 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", strtoll("ff", 16));
	exit(0);
}
