/* unsigned int compared with long converts to long */

#pragma D option quiet

BEGIN
{
	printf("%d\n", -1L < 1U);
	exit(0);
}
