/* index(s, "xyz") is -1 */

#pragma D option quiet

BEGIN
{
	s = "foobarbaz";
	printf("%d\n", index(s, "xyz"));
	exit(0);
}
