/* @@opts: -q -x specsize=0 */

/* specsize=0 is no error when nothing speculates. */
BEGIN
{
	printf("ok\n");
	exit(0);
}
