/*
 *
 */

#pragma D option quiet

BEGIN
{
	x = 1;
	printf("%s\n", x > 3 ? "big" : "small");
	exit(0);
}
