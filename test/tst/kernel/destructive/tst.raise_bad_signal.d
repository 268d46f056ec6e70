/* @@backend: kernel */ /* @@opts: -w */
/* @@stderr: illegal operation in action #1 */
/*
 * raise() of a number that is no signal is an illegal operation (ERROR),
 * and the next clause still runs.
 */
#pragma D option quiet

BEGIN
{
	raise(1000);
	printf("never\n");
}

BEGIN
{
	printf("done\n");
	exit(0);
}
