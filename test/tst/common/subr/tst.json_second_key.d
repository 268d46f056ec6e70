/* json() selects b */

#pragma D option quiet

BEGIN
{
	printf("%s\n", json("{\"a\":1,\"b\":2}", "b"));
	exit(0);
}
