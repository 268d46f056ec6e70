/*
 * @@requires: bpf tracefs
 * @@backend: user
 * @@opts: -w
 * @@args: @PROGS@/sleepprog
 *
 * A probe whose every clause tests execname == CONSTANT is filtered in
 * the kernel, before anything is captured: in the thread the probe fires
 * in, the one leaving the CPU for off-cpu and sdt's sched_switch, the
 * one arriving for on-cpu.  Filtered or not, the clauses see the same:
 * sleepprog's five nanosleep(2)s each take it off the CPU and back.
 */
#pragma D option quiet

int off, on, sw, bad;

BEGIN
{
	system("exec %s", $$1);
}

sched:::off-cpu
/execname == "sleepprog"/
{
	off++;
	bad += execname != "sleepprog";
}

sched:::on-cpu
/execname == "sleepprog"/
{
	on++;
	bad += execname != "sleepprog";
}

sdt:sched::sched_switch
/execname == "sleepprog"/
{
	sw++;
	bad += args[0] != "sleepprog";
}

proc:::exit
/execname == "sleepprog" && ppid == $pid/
{
	printf("off-cpu >= 5: %d, on-cpu >= 5: %d\n", off >= 5, on >= 5);
	printf("sched_switch == off-cpu: %d, wrong: %d\n", sw == off, bad);
	exit(0);
}
