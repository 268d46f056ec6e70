/* lltostr(0xdeadbeef, 16) is "0xdeadbeef" */

#pragma D option quiet

BEGIN
{
	printf("%s\n", lltostr(0xdeadbeef, 16));
	exit(0);
}
