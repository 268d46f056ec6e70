/*
 *
 */

#pragma D option quiet

BEGIN
{
	s = "apple";
	t = "banana";
	printf("%d %d\n", s < t, s > t);
	exit(0);
}
