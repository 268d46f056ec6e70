/* lltostr(35, 36) is "z" */

#pragma D option quiet

BEGIN
{
	printf("%s\n", lltostr(35, 36));
	exit(0);
}
