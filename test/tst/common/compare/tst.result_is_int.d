/*
 * a comparison has type int
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", sizeof (1 < 2));
	exit(0);
}
