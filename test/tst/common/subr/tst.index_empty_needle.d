/* index(s, "") is 0 */

#pragma D option quiet

BEGIN
{
	s = "foobarbaz";
	printf("%d\n", index(s, ""));
	exit(0);
}
