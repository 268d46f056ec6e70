/* json() selects name */

#pragma D option quiet

BEGIN
{
	printf("%s\n", json("{\"name\":\"bob\"}", "name"));
	exit(0);
}
