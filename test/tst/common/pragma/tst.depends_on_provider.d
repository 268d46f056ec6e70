/*
 * a satisfied dependency
 */

#pragma D depends_on provider dtrace
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
