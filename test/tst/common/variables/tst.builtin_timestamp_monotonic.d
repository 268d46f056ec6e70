/*
 * timestamp does not go backward
 */

#pragma D option quiet

BEGIN
{
	a = timestamp;
	b = timestamp;
	printf("%d\n", b >= a);
	exit(0);
}
