/*
 * an inline long shifts in 64 bits
 */

#pragma D option quiet

inline long BIG = 1;

BEGIN
{
	printf("%d\n", BIG << 40);
	exit(0);
}
