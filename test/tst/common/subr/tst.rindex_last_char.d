/* rindex(s, "z") is 8 */

#pragma D option quiet

BEGIN
{
	s = "foobarbaz";
	printf("%d\n", rindex(s, "z"));
	exit(0);
}
