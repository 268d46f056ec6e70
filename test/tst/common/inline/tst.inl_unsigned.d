/* an unsigned inline */

#pragma D option quiet

inline unsigned int U = -1;

BEGIN
{
	printf("%u\n", U);
	exit(0);
}
