/* strjoin() with an empty second string */

#pragma D option quiet

BEGIN
{
	printf("[%s]\n", strjoin("foo", ""));
	exit(0);
}
