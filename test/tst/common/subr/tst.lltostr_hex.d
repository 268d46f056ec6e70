/* lltostr(255, 16) is "0xff" */

#pragma D option quiet

BEGIN
{
	printf("%s\n", lltostr(255, 16));
	exit(0);
}
