/*
 * syscall:::entry { @[execname] = count(); } on the module sees every
 * process: the consumer itself, the shell that system() starts, and the
 * program that shell runs (the counts vary, so the keys are printed with
 * aggsortkey).  Only dtrace and its descendants are counted: the guest's
 * other processes (busybox's timeout, which wakes every second, and
 * whatever a loaded host's slow guest runs late) make system calls of
 * their own.
 * @@backend: kernel
 */
#pragma D option quiet
#pragma D option destructive
#pragma D option aggsortkey

BEGIN
{
	system("./sysprog");
}

syscall:::entry
/pid == $pid || progenyof($pid)/
{
	@[pid == $pid ? "dtrace" : execname] = count();
}

syscall::exit_group:entry
/execname == "sysprog"/
{
	exit(0);
}

END
{
	printa("%s\n", @);
}
