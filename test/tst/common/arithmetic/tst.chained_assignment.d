/*
 * assignment is right associative and yields its value
 */

#pragma D option quiet

BEGIN
{
	x = y = 7;
	printf("%d %d\n", x, y);
	exit(0);
}
