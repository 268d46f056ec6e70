/*
 * comparison is by byte value
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", "ABC" < "abc");
	exit(0);
}
