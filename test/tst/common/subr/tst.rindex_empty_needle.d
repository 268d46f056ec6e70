/* rindex(s, "") is 9 */

#pragma D option quiet

BEGIN
{
	s = "foobarbaz";
	printf("%d\n", rindex(s, ""));
	exit(0);
}
