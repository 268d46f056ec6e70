/* int arithmetic stored in an int wraps */

#pragma D option quiet

int x;

BEGIN
{
	x = 0x7fffffff;
	x = x + 1;
	printf("%d\n", x);
	exit(0);
}
