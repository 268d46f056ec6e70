/* json() selects a.b */

#pragma D option quiet

BEGIN
{
	printf("%s\n", json("{\"a\":{\"b\":7}}", "a.b"));
	exit(0);
}
