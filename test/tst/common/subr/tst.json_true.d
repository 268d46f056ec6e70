/* json() selects ok */

#pragma D option quiet

BEGIN
{
	printf("%s\n", json("{\"ok\":true}", "ok"));
	exit(0);
}
