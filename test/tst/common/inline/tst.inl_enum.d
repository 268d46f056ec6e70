/* an inline using an enumerator */

#pragma D option quiet

enum e {
	ZERO,
	ONE
};

inline int SECOND = ONE;

BEGIN
{
	printf("%d\n", SECOND);
	exit(0);
}
