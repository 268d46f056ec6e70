/* substr() and strjoin() combined */

#pragma D option quiet

BEGIN
{
	printf("%s\n", strjoin(substr("dynamic", 0, 3), "race"));
	exit(0);
}
