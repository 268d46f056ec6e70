/* an inline with a conditional expression */

#pragma D option quiet

inline string BIG = 10 > 5 ? "yes" : "no";

BEGIN
{
	printf("%s\n", BIG);
	exit(0);
}
