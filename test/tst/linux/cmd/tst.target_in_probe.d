/* @@cmd: @PROGS@/syscalls */
#pragma D option quiet

/* the target's calls: system-wide (the module, kernel capture) not the rest */
syscall::getppid:entry
/execname == "syscalls"/
{
	printf("%d\n", pid == $target);
}
