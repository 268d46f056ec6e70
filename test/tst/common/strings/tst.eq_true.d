/*
 * strings compare by value
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", "abc" == "abc");
	exit(0);
}
