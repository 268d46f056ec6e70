/*
 * actions after exit() in the same clause still run
 */

#pragma D option quiet

BEGIN
{
	exit(0);
	printf("after\n");
}
