/* @@opts: -L no-such-directory */
/* A -L directory that does not exist is skipped, as the reference does. */
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
