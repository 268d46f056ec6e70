/* @@opts: -x strsize=8 */
/*
 * strsize counts the terminating NUL: 7 characters are kept.
 */
#pragma D option quiet

BEGIN
{
	printf("%s\n", "abcdefghijkl");
	exit(0);
}
