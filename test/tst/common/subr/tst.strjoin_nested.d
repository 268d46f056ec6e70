/* strjoin() of strjoin() results */

#pragma D option quiet

BEGIN
{
	printf("%s\n", strjoin(strjoin("a", "b"), strjoin("c", "d")));
	exit(0);
}
