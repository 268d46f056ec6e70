/* @@start: @PROGS@/pidspin 5000 */
/* @@args: @PID@ */
/*
 * A pid probe naming a running process not under control (no -p) grabs
 * it, as the reference does; at exit it is released, left running,
 * untraced and not stopped (checked by run-tests).
 */
#pragma D option quiet

pid$1::spin_inner:entry
{
	n++;
}

tick-200ms
{
	printf("%d\n", n > 0);
	exit(0);
}
