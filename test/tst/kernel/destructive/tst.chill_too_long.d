/* @@backend: kernel */ /* @@opts: -w */
/* @@stderr: illegal operation in action #1 */
/*
 * chill() beyond 500ms in one second is an illegal operation: the
 * kernel never spins that long.
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
