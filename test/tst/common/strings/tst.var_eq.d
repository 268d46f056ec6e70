/*
 * string variables compare by value
 */

#pragma D option quiet

BEGIN
{
	s = "hello";
	t = "hello";
	printf("%d %d\n", s == t, s != t);
	exit(0);
}
