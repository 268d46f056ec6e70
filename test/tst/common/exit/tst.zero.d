/*
 * exit(0): status 0
 */

#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
