/* @@opts: -e */
/*
 * -e compiles and exits without tracing
 */

BEGIN
{
	printf("ran\n");
	exit(0);
}
