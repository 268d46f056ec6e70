/*
 * several conversions of different types
 */

#pragma D option quiet

BEGIN
{
	printf("%c%s%d%x%u\n", 65, "b", -3, 255, 7);
	exit(0);
}
