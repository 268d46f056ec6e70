/*
 * inlines in predicates
 */

#pragma D option quiet

inline int ON = 1;
inline int OFF = 0;

BEGIN
/ON/
{
	printf("on\n");
}

BEGIN
/OFF/
{
	printf("off\n");
}

BEGIN
{
	exit(0);
}
