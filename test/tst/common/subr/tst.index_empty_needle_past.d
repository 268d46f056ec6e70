/* index(s, "", 100) is 9 */

#pragma D option quiet

BEGIN
{
	s = "foobarbaz";
	printf("%d\n", index(s, "", 100));
	exit(0);
}
