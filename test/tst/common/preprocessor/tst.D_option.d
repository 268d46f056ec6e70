/* @@opts: -C -DFOO=7 */
/*
 * -D defines a macro
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", FOO);
	exit(0);
}
