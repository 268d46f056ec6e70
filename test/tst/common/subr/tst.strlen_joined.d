/* strlen() of a strjoin() result */

#pragma D option quiet

BEGIN
{
	printf("%d\n", strlen(strjoin("abc", "defg")));
	exit(0);
}
