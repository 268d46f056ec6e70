/*
 * BEGIN fires exactly once
 */

#pragma D option quiet

BEGIN
{
	n++;
}

tick-10ms
/++t == 3/
{
	printf("%d\n", n);
	exit(0);
}
