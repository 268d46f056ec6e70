/* index(s, "ba", -5) is 3 */

#pragma D option quiet

BEGIN
{
	s = "foobarbaz";
	printf("%d\n", index(s, "ba", -5));
	exit(0);
}
