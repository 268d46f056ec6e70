/*
 * id is 1 in BEGIN and 2 in END
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", id);
	exit(0);
}

END
{
	printf("%d\n", id);
}
