/*
 *
 */

#pragma D option quiet

BEGIN
{
	s = 3;
	printf("%d\n", 1 << s);
	exit(0);
}
