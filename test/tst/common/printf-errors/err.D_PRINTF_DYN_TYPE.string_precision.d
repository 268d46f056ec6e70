/*
 * a dynamic precision must be an integer
 */

BEGIN
{
	printf("%.*s\n", "a", "b");
	exit(0);
}
