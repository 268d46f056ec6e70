/*
 * == binds tighter than &
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", 5 & 3 == 3);
	exit(0);
}
