/* an inline expression of a built-in variable */

#pragma D option quiet

inline int mypid = pid;

BEGIN
{
	printf("%d\n", mypid == $pid);
	exit(0);
}
