/* json() selects a */

#pragma D option quiet

BEGIN
{
	printf("%s\n", json("{\"a\":1}", "a"));
	exit(0);
}
