/* @@opts: -w */
/*
 * -w is destructive.
 */
#pragma D option quiet

BEGIN
{
	chill(1);
	printf("ok\n");
	exit(0);
}
