/*
 * @@requires: bpf
 * @@opts: -w
 *
 * With no -c or -p, profile-997 samples the kernel too (Dynamic Tracing
 * Guide, "profile Provider"): dd copying /dev/zero to /dev/null runs
 * nearly all in the kernel, so most of its samples have arg0 the kernel
 * pc and arg1 0, and stack() is the kernel stack of the sample: two
 * frames or more (the pc and its callers) nearly always -- on a loaded
 * host a few samples came with the pc alone (perf's callchain gave no
 * caller) -- so nine in ten are asked for.
 */
#pragma D option quiet

int n, k, kok, stk, top;

BEGIN
{
	system("exec dd if=/dev/zero of=/dev/null bs=1M count=20000 2>/dev/null");
}

profile-997
/ppid == $pid && execname == "dd"/
{
	n = n + 1;
	k = k + (arg0 != 0);
	kok = kok + (arg0 != 0 && arg1 == 0);
}

profile-997
/ppid == $pid && execname == "dd" && arg0 != 0/
{
	stk = stk + (stackdepth >= 2);
}

syscall::exit_group:entry
/ppid == $pid && execname == "dd"/
{
	exit(0);
}

END
{
	printf("in the kernel >= half: %d\n", k * 2 >= n && k >= 20);
	printf("arg1 is 0 there: %d\n", kok == k);
	printf("stacks of 2 frames or more (9 in 10): %d\n", stk * 10 >= k * 9);
}
