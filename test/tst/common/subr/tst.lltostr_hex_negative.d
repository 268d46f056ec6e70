/* lltostr(-1, 16) is "0xffffffffffffffff" */

#pragma D option quiet

BEGIN
{
	printf("%s\n", lltostr(-1, 16));
	exit(0);
}
