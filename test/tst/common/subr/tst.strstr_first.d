/* strstr() returns the first match */

#pragma D option quiet

BEGIN
{
	printf("%s\n", strstr("foofoo", "foo"));
	exit(0);
}
