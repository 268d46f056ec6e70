/* an inline defined from another inline */

#pragma D option quiet

inline int BASE = 7;
inline int TWICE = BASE * 2;

BEGIN
{
	printf("%d\n", TWICE);
	exit(0);
}
