/* @@opts: -x cleanrate=0 */
/*
 * A cleanrate of 0 means once a minute, and dtrace(1) says so
 * as the reference does.
 */
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
