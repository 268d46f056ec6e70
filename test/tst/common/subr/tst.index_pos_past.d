/* index(s, "ba", 100) is -1 */

#pragma D option quiet

BEGIN
{
	s = "foobarbaz";
	printf("%d\n", index(s, "ba", 100));
	exit(0);
}
