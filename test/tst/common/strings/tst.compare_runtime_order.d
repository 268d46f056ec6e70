/*
 *
 */

#pragma D option quiet

BEGIN
{
	a = "abc";
	b = "abd";
	printf("%d %d %d\n", a < b, a == b, a > b);
	exit(0);
}
