/*
 * args[0] and args[1] of a tick probe are uintptr_t (its provider's
 * description): 8 bytes, unsigned, equal to arg0 and arg1
 */

#pragma D option quiet

tick-1ms
{
	printf("%d %d %d %d\n", sizeof (args[0]), sizeof (args[1]),
	    args[0] == arg0, args[1] >= 0);
	exit(0);
}
