/* lltostr(36, 36) is "10" */

#pragma D option quiet

BEGIN
{
	printf("%s\n", lltostr(36, 36));
	exit(0);
}
