/*
 * a variable takes the int type of its first assignment; ++ wraps as int
 */

#pragma D option quiet

BEGIN
{
	x = 2147483647;
	x++;
	printf("%d\n", x);
	exit(0);
}
