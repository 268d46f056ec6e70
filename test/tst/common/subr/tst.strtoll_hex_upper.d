/* strtoll("0XAB", 16) is 171 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", strtoll("0XAB", 16));
	exit(0);
}
