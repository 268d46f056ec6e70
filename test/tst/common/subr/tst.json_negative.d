/* json() selects v */

#pragma D option quiet

BEGIN
{
	printf("%s\n", json("{\"v\":-15}", "v"));
	exit(0);
}
