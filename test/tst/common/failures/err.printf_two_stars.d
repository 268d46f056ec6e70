/* @@exit: 1 */
/*
 * two * for one width
 */

BEGIN
{
	printf("%**d\n", 1, 2, 3);
	exit(0);
}
