/*
 *
 */

#pragma D option quiet

BEGIN
{
	printf("%.*s\n", 3, "abcdef");
	exit(0);
}
