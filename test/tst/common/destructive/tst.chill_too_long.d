/* @@opts: -w */
/*
 * chill() beyond 500ms in one second is an illegal operation.
 */
#pragma D option quiet

BEGIN
{
	chill(600000000);
	printf("never\n");
}

BEGIN
{
	printf("done\n");
	exit(0);
}
