/* timestamp in END is later than in BEGIN */

#pragma D option quiet

BEGIN
{
	t = timestamp;
	exit(0);
}

END
{
	printf("%d\n", timestamp > t);
}
