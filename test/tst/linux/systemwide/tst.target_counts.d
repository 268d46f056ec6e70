/*
 * Kernel capture (-x backend=bpf) with -c: every system call of the
 * target is seen through the kernel's raw_syscalls tracepoints, with
 * its arguments, return values and errno, and the target's last calls
 * (captured just before it exited) still fire before END.
 * @@requires: bpf
 * @@opts: -x backend=bpf
 * @@cmd: @PROGS@/syscalls 4
 */
#pragma D option quiet

syscall::write:entry,
syscall::getpid:entry,
syscall::getppid:entry,
syscall::lseek:entry,
syscall::close:entry
/pid == $target/
{
	@[probefunc] = count();
}

syscall::write:entry
/pid == $target/
{
	self->len = arg2;
}

syscall::write:return
/pid == $target && self->len/
{
	printf("write %d -> %d %s tid==pid %d\n", self->len, arg1, execname,
	    tid == pid);
	self->len = 0;
}

syscall::read:entry
/pid == $target && (int)arg0 == -1/
{
	self->bad = 1;
}

syscall::read:return
/self->bad/
{
	printf("read -> %d errno %d\n", arg1, errno);
	self->bad = 0;
}

syscall::lseek:entry
/pid == $target/
{
	printf("lseek %d %d\n", arg1, arg2);
}

syscall::exit_group:entry
/pid == $target/
{
	printf("exit_group %d\n", arg0);
}

END
{
	printa("%s %@d\n", @);
}
