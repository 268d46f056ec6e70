/*
 * an inline defined from another inline
 */

#pragma D option quiet

inline int VAL = 21;
inline int TWICE = VAL * 2;

BEGIN
{
	printf("%d\n", TWICE);
	exit(0);
}
