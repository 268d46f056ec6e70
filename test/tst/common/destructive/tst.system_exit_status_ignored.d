/* @@opts: -w */
/*
 * A failing command does not stop tracing.
 */
#pragma D option quiet

BEGIN
{
	system("exit 3");
	printf("still here\n");
	exit(0);
}
