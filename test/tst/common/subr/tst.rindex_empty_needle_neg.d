/* rindex(s, "", -3) is 0 */

#pragma D option quiet

BEGIN
{
	s = "foobarbaz";
	printf("%d\n", rindex(s, "", -3));
	exit(0);
}
