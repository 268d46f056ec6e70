/*
 * With no -c or -p and no device, the user host backs the syscall
 * provider with kernel capture by itself (dtrace -v, or -x showbackend,
 * says so): a process that dtrace does not control -- here one that
 * system() starts -- is seen, with its own pid, ppid and execname.
 * @@requires: bpf
 * @@opts: -w -x showbackend
 * @@args: @PROGS@/syscalls
 * @@stderr: dtrace: syscall provider: kernel capture (BPF), every process
 */
#pragma D option quiet

BEGIN
{
	system("exec %s 6", $$1);
}

syscall::write:entry
/ppid == $pid && execname == "syscalls"/
{
	@writes = count();
	@bytes = sum(arg2);
}

syscall::exit_group:entry
/ppid == $pid && execname == "syscalls"/
{
	printf("exit_group %d, pid is dtrace's: %d\n", arg0, pid == $pid);
	exit(0);
}

END
{
	printa("writes %@d\n", @writes);
	printa("bytes %@d\n", @bytes);
}
