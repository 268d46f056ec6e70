/* @@exit: 1 */
/*
 * positional conversions (%n$) are not supported
 */

BEGIN
{
	printf("%1$d\n", 1);
	exit(0);
}
