/* rindex(s, "ba", 6) is 6 */

#pragma D option quiet

BEGIN
{
	s = "foobarbaz";
	printf("%d\n", rindex(s, "ba", 6));
	exit(0);
}
