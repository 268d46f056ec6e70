/*
 * vtimestamp is a 64-bit value
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", sizeof (vtimestamp));
	exit(0);
}
