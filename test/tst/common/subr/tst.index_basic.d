/* index(s, "ba") is 3 */

#pragma D option quiet

BEGIN
{
	s = "foobarbaz";
	printf("%d\n", index(s, "ba"));
	exit(0);
}
