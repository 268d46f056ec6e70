/* json() selects a[2] */

#pragma D option quiet

BEGIN
{
	printf("%s\n", json("{\"a\":[10,20,30]}", "a[2]"));
	exit(0);
}
