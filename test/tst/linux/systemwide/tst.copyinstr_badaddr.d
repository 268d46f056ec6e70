/*
 * copyinstr() of an argument that is no string on kernel capture (the
 * directory fd of openat, AT_FDCWD, -100 in a 32-bit register): nothing was captured there, the read
 * made afterwards faults, and the clause ends with the usual error.
 * @@requires: bpf
 * @@opts: -x backend=bpf
 * @@cmd: @PROGS@/syscalls
 * @@stderr: invalid address (0xffffff9c) in action #1
 */
#pragma D option quiet

syscall::openat:entry
/pid == $target && copyinstr(arg1) == "/dev/null"/
{
	trace(copyinstr(arg0));
}

ERROR
{
	printf("fault %d at 0x%x\n", arg4, arg5);
}
