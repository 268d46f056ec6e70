/* index("", "") is 0 */

#pragma D option quiet

BEGIN
{
	s = "foobarbaz";
	printf("%d\n", index("", ""));
	exit(0);
}
