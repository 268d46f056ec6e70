/* index(s, "ba", 3) is 3 */

#pragma D option quiet

BEGIN
{
	s = "foobarbaz";
	printf("%d\n", index(s, "ba", 3));
	exit(0);
}
