/* @@args: a */
/*
 * $$2 with one argument
 */

BEGIN
{
	printf("%s %s\n", $$1, $$2);
	exit(0);
}
