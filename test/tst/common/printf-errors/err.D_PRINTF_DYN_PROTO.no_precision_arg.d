/*
 * .* with no precision argument
 */

BEGIN
{
	printf("%.*s\n");
	exit(0);
}
