/*
 * one value too many
 */

BEGIN
{
	printf("%d\n", 1, 2);
	exit(0);
}
