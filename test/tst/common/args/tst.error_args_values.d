/* @@stderr: invalid address (0x10) */
/*
 * the typed args[] of ERROR carry the same values as arg0..arg5: the
 * fault (1, invalid address) and the faulting address
 */

#pragma D option quiet

ERROR
{
	printf("%d %d %d %d\n", args[1] == arg1, args[4], args[5],
	    args[3] == arg3);
	exit(0);
}

BEGIN
{
	trace(*(int *)0x10);
}
