/*
 * @@requires: bpf
 *
 * With no -c or -p, profile-N fires on every CPU, busy or idle, as the
 * reference's profile provider and the module's: a sample of an idle CPU
 * is its idle task's (pid 0, tid 0, execname swapper/CPU), in the kernel
 * (arg0 its pc, arg1 0).  How often perf's cpu-clock samples an idle CPU
 * depends on the hypervisor, so ten such samples within five seconds are
 * asked for, and every one of them must look like that.
 */
#pragma D option quiet

int n, bad;

profile-4999
/pid == 0/
{
	n++;
	bad += tid != 0 || arg0 == 0 || arg1 != 0 ||
	    execname != strjoin("swapper/", lltostr(cpu));
}

profile-4999
/n >= 10/
{
	exit(0);
}

tick-5s
{
	exit(0);
}

END
{
	printf("idle samples seen: %d\n", n >= 10);
	printf("as swapper/CPU in the kernel: %d\n", bad == 0);
}
