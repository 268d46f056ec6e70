/* rindex("", "") is 0 */

#pragma D option quiet

BEGIN
{
	s = "foobarbaz";
	printf("%d\n", rindex("", ""));
	exit(0);
}
