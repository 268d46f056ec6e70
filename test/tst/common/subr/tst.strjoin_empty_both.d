/* strjoin() of two empty strings */

#pragma D option quiet

BEGIN
{
	printf("[%s]\n", strjoin("", ""));
	exit(0);
}
