/* @@exit: 1 */
/*
 * a format ending in %
 */

BEGIN
{
	printf("100%");
	exit(0);
}
