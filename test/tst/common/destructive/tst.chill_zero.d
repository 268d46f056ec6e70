/* @@opts: -w */
/*
 * chill(0) returns at once.
 */
#pragma D option quiet

BEGIN
{
	chill(0);
	printf("ok\n");
	exit(0);
}
