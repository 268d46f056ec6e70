/* lltostr(0, 8) is "0" */

#pragma D option quiet

BEGIN
{
	printf("%s\n", lltostr(0, 8));
	exit(0);
}
