/*
 * syscall:::entry { @[execname] = count(); } on the module sees every
 * process: the consumer itself, the shell that system() starts, and the
 * program that shell runs (the other processes of the guest are asleep;
 * the counts vary, so the keys are printed with aggsortkey).  The guest's
 * test runner waits in busybox's timeout, which wakes every second and
 * makes system calls of its own: it is left out.
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
/execname != "timeout"/
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
