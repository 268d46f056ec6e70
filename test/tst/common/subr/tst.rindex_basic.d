/* rindex(s, "ba") is 6 */

#pragma D option quiet

BEGIN
{
	s = "foobarbaz";
	printf("%d\n", rindex(s, "ba"));
	exit(0);
}
