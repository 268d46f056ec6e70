/* an inline evaluates its expression at each use */

#pragma D option quiet

int x;
inline int XP1 = x + 1;

BEGIN
{
	x = 1;
	printf("%d ", XP1);
	x = 5;
	printf("%d\n", XP1);
	exit(0);
}
