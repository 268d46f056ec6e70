/*
 * -1 converts to unsigned int before the comparison
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", -1 < 0u);
	exit(0);
}
