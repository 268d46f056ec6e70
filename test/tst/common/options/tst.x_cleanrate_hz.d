/* @@opts: -x cleanrate=303hz */
/*
 * -x cleanrate=303hz is accepted.
 */
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
