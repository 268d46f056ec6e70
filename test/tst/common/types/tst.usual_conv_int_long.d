/* int compared with long stays signed */

#pragma D option quiet

BEGIN
{
	printf("%d\n", -1 < 1L);
	exit(0);
}
