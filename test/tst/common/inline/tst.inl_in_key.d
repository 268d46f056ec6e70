/* an inline as an associative array key */

#pragma D option quiet

inline int K = 42;

BEGIN
{
	a[K] = 3;
	printf("%d\n", a[42]);
	exit(0);
}
