/* @@cmd: @PROGS@/spinrename 300 */
/*
 * a sample is named as its thread was when it was taken: the worker
 * spins under the process's name, then the main thread renames it
 * (through /proc, so the name change is not the worker's own) and it
 * spins again.  Each name with its first sample's time: in that order.
 */
#pragma D option quiet

profile-997
/pid == $target && tid != $target && arg1 != 0/
{
	@[execname] = min(timestamp);
}

END
{
	printa("%s\n", @);
}
