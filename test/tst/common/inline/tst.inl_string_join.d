/* a string inline used in strjoin() */

#pragma D option quiet

inline string GREETING = "hello";

BEGIN
{
	printf("%s\n", strjoin(GREETING, ", world"));
	exit(0);
}
