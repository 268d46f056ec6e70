/* @@backend: user */
/*
 * on the user host, a tick probe fires in no kernel context either
 */

#pragma D option quiet

tick-1ms
{
	printf("%d %d\n", stackdepth, caller);
	exit(0);
}
