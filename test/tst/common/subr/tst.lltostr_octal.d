/* lltostr(8, 8) is "010" */

#pragma D option quiet

BEGIN
{
	printf("%s\n", lltostr(8, 8));
	exit(0);
}
