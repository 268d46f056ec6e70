/* each clause has its own enabled probe ID */

#pragma D option quiet

BEGIN
{
	printf("%d\n", epid);
}

BEGIN
{
	printf("%d\n", epid);
	exit(0);
}
