/*
 * #pragma D option strsize=4: 3 characters are kept.
 */
#pragma D option strsize=4
#pragma D option quiet

BEGIN
{
	printf("%s\n", "abcdefghijkl");
	exit(0);
}
