/* string variables compare by content */

#pragma D option quiet

BEGIN
{
	a = "abc";
	b = strjoin("ab", "c");
	printf("%d %d\n", a == b, a != b);
	exit(0);
}
