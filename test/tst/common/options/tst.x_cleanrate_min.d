/* @@opts: -x cleanrate=1min */
/*
 * -x cleanrate=1min is accepted.
 */
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
