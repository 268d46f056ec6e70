/*
 * syscall:::entry { @[execname] = count(); } on the module sees every
 * process: the consumer itself, the shell that system() starts, and the
 * program that shell runs (the other processes of the guest are asleep;
 * the counts vary, so the keys are printed with aggsortkey).
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
