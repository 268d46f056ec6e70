/* json() selects a.b[1] */

#pragma D option quiet

BEGIN
{
	printf("%s\n", json("{\"a\":{\"b\":[1,2]}}", "a.b[1]"));
	exit(0);
}
