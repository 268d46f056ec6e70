/* @@cmd: @PROGS@/syscalls */
#pragma D option quiet

/* uregs[15] is orig_rax: the system call number (getppid is 110) */
syscall::getppid:entry
/pid == $target/
{
	printf("%d\n", uregs[15]);
}
