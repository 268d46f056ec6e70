/* lltostr(0, 16) is "0x0" */

#pragma D option quiet

BEGIN
{
	printf("%s\n", lltostr(0, 16));
	exit(0);
}
