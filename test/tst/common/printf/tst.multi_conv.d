/*
 *
 */

#pragma D option quiet

BEGIN
{
	printf("%d %s %x\n", 1 + 2 * 3, "x", 255);
	exit(0);
}
