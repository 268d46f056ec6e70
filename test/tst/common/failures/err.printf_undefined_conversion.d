/* @@exit: 1 */
/*
 * %z is not a conversion
 */

BEGIN
{
	printf("%z\n", 1);
	exit(0);
}
