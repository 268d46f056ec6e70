/* strjoin() with an empty first string */

#pragma D option quiet

BEGIN
{
	printf("[%s]\n", strjoin("", "bar"));
	exit(0);
}
