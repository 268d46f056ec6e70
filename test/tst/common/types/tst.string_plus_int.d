/* as the reference, a string may be offset like a char pointer */

#pragma D option quiet

BEGIN
{
	s = "hello";
	printf("%s %s %s\n", s + 1, 3 + s, "world" + 2);
	exit(0);
}
