/*
 *
 */

#pragma D option quiet

BEGIN
{
	s = 3;
	x = 200;
	printf("%d\n", x >> s);
	exit(0);
}
