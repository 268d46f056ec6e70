/*
 * ?: is right associative
 */

#pragma D option quiet

BEGIN
{
	x = 2;
	printf("%s\n", x == 1 ? "one" : x == 2 ? "two" : "many");
	exit(0);
}
