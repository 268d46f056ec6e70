/* @@exit: 1 */
/*
 * %% takes no flags or width
 */

BEGIN
{
	printf("%5%\n");
	exit(0);
}
