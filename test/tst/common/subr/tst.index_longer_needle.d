/* index("ab", "abc") is -1 */

#pragma D option quiet

BEGIN
{
	s = "foobarbaz";
	printf("%d\n", index("ab", "abc"));
	exit(0);
}
