/*
 * an inline string
 */

#pragma D option quiet

inline string NAME = "dtrace";

BEGIN
{
	printf("%s\n", NAME);
	exit(0);
}
