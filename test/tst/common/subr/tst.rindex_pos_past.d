/* rindex(s, "o", 100) is 2 */

#pragma D option quiet

BEGIN
{
	s = "foobarbaz";
	printf("%d\n", rindex(s, "o", 100));
	exit(0);
}
