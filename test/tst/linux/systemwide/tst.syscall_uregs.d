/*
 * Kernel capture (-x backend=bpf) takes the thread's user registers with
 * the event when a clause reads uregs[]: at entry, orig_rax (uregs[15])
 * is the system call's number (getppid's is 110) and R_PC is in user
 * space; at return, R_RAX is the return value (arg1).
 * @@requires: bpf machine:x86_64
 * @@opts: -x backend=bpf
 * @@cmd: @PROGS@/syscalls 2
 */
#pragma D option quiet

syscall::getppid:entry
/pid == $target/
{
	printf("entry %d %d\n", uregs[15], uregs[R_PC] != 0 &&
	    uregs[R_PC] < 0x800000000000);
}

syscall::getppid:return
/pid == $target/
{
	printf("return %d\n", uregs[R_RAX] == arg1 && arg1 > 0);
}
