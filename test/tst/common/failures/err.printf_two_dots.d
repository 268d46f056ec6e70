/* @@exit: 1 */
/*
 * two precisions
 */

BEGIN
{
	printf("%1.2.3d\n", 1);
	exit(0);
}
