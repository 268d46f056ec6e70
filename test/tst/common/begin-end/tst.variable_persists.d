/*
 * a global set in BEGIN is seen in END
 */

#pragma D option quiet

BEGIN
{
	x = 5;
	exit(0);
}

END
{
	printf("%d\n", x);
}
