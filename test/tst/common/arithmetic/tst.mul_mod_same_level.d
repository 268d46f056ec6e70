/*
 * * and % have the same precedence, left to right
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", 2 * 3 % 4);
	exit(0);
}
