/*
 * an inline has its declared type
 */

#pragma D option quiet

inline char C = 65;

BEGIN
{
	printf("%c %d\n", C, sizeof (C));
	exit(0);
}
