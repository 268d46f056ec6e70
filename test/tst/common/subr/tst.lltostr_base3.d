/* lltostr(10, 3) is "101" */

#pragma D option quiet

BEGIN
{
	printf("%s\n", lltostr(10, 3));
	exit(0);
}
