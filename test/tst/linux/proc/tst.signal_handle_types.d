/* @@cmd: @PROGS@/signals 1 */
/*
 * signal-handle's arguments have the reference's types: int,
 * siginfo_t * and a pointer to the handler function
 */
#pragma D option quiet

proc:::signal-handle
{
	printf("%d %d %d\n", sizeof (args[0]), sizeof (*args[1]),
	    sizeof (args[2]));
}
