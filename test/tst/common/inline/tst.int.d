/*
 * an inline int
 */

#pragma D option quiet

inline int VAL = 42;

BEGIN
{
	printf("%d\n", VAL);
	exit(0);
}
