/* @@opts: -x cleanrate=1hour */
/*
 * A cleanrate below once a minute is raised to once a minute, and dtrace(1) says so
 * as the reference does.
 */
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
