/* lltostr(12345) is "12345" */

#pragma D option quiet

BEGIN
{
	printf("%s\n", lltostr(12345));
	exit(0);
}
