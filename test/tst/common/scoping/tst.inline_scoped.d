/*
 * an inline declared with a scoped type (C`int)
 */

#pragma D option quiet

inline C`int seven = 7;

BEGIN
{
	printf("%d %d\n", seven, sizeof (seven));
	exit(0);
}
