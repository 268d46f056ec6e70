/* int compared with unsigned int converts to unsigned */

#pragma D option quiet

BEGIN
{
	printf("%d\n", -1 < 1U);
	exit(0);
}
