/*
 * a size option with a suffix
 */

#pragma D option bufsize=1m
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
