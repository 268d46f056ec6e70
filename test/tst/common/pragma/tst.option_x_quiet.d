/* @@opts: -x quiet */
/*
 * -x quiet on the command line
 */

BEGIN
{
	printf("ok\n");
	exit(0);
}
