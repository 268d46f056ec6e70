/* @@stderr: invalid address (0x0) */
/*
 * args[] of dtrace:::ERROR are typed as its provider describes them
 * (DTRACEIOC_PROBEARG): args[0] uint64_t, args[1] and args[2] uint32_t,
 * args[3] int, args[4] uint32_t, args[5] uintptr_t
 */

#pragma D option quiet

ERROR
{
	printf("%d %d %d %d %d %d\n", sizeof (args[0]), sizeof (args[1]),
	    sizeof (args[2]), sizeof (args[3]), sizeof (args[4]), sizeof (args[5]));
	exit(0);
}

BEGIN
{
	trace(*(int *)0);
}
