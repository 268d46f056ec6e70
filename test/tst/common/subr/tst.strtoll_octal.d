/* strtoll("777", 8) is 511 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", strtoll("777", 8));
	exit(0);
}
