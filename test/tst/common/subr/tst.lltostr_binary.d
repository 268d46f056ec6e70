/* lltostr(5, 2) is "101" */

#pragma D option quiet

BEGIN
{
	printf("%s\n", lltostr(5, 2));
	exit(0);
}
