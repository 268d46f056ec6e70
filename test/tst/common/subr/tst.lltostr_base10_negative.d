/* lltostr(-10, 10) is "-10" */

#pragma D option quiet

BEGIN
{
	printf("%s\n", lltostr(-10, 10));
	exit(0);
}
