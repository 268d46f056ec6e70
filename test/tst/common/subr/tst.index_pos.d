/* index(s, "ba", 4) is 6 */

#pragma D option quiet

BEGIN
{
	s = "foobarbaz";
	printf("%d\n", index(s, "ba", 4));
	exit(0);
}
