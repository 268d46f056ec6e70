/* @@opts: -w */
/* @@stderr: invalid address (0x8) in action #1 */
/*
 * copyout() to an address that is not mapped faults the clause (ERROR),
 * never the kernel.
 */
#pragma D option quiet

BEGIN
{
	copyout(alloca(2), 8, 2);
	printf("never\n");
}

BEGIN
{
	printf("done\n");
	exit(0);
}
