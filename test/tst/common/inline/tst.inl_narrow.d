/* an inline of type char truncates its constant */

#pragma D option quiet

inline char C = 257;

BEGIN
{
	printf("%d %d\n", C, sizeof (C));
	exit(0);
}
