/* rindex(s, "ba", -1) is -1 */

#pragma D option quiet

BEGIN
{
	s = "foobarbaz";
	printf("%d\n", rindex(s, "ba", -1));
	exit(0);
}
