/*
 *
 */

#pragma D option quiet

BEGIN
{
	x = 9;
	printf("%s\n", x == 1 ? "one" : x == 2 ? "two" : "many");
	exit(0);
}
