/*
 * The library names the fault codes ERROR's arg4 carries, with the
 * values of the ABI (DTRACEFLT_*).
 */

#pragma D option quiet

BEGIN
{
	printf("%d %d %d %d %d %d %d %d %d %d\n", DTRACEFLT_UNKNOWN,
	    DTRACEFLT_BADADDR, DTRACEFLT_BADALIGN, DTRACEFLT_ILLOP,
	    DTRACEFLT_DIVZERO, DTRACEFLT_NOSCRATCH, DTRACEFLT_KPRIV,
	    DTRACEFLT_UPRIV, DTRACEFLT_TUPOFLOW, DTRACEFLT_BADSTACK);
}

BEGIN
{
	zero = 0;
	x = 5 / zero;
}

ERROR
/arg4 == DTRACEFLT_DIVZERO/
{
	printf("division fault seen\n");
	exit(0);
}

ERROR
/arg4 != DTRACEFLT_DIVZERO/
{
	printf("unexpected fault %d\n", arg4);
	exit(1);
}
