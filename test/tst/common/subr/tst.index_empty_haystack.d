/* index("", "a") is -1 */

#pragma D option quiet

BEGIN
{
	s = "foobarbaz";
	printf("%d\n", index("", "a"));
	exit(0);
}
