/* rindex(s, "xyz") is -1 */

#pragma D option quiet

BEGIN
{
	s = "foobarbaz";
	printf("%d\n", rindex(s, "xyz"));
	exit(0);
}
