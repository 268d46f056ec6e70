/* index(s, "f") is 0 */

#pragma D option quiet

BEGIN
{
	s = "foobarbaz";
	printf("%d\n", index(s, "f"));
	exit(0);
}
