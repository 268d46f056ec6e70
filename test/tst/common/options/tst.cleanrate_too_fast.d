/* @@opts: -x cleanrate=10000hz */
/*
 * A cleanrate above 5000hz is lowered to 5000hz, and dtrace(1) says so
 * as the reference does.
 */
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
