/* sizeof a string variable follows strsize */
/* @@opts: -x strsize=64 */

#pragma D option quiet

BEGIN
{
	s = "a";
	printf("%d\n", sizeof (s));
	exit(0);
}
