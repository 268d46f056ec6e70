/*
 * two conversions, one value
 */

BEGIN
{
	printf("%d %d\n", 1);
	exit(0);
}
