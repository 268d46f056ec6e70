/* @@cmd: @PROGS@/syscalls */
/* user stacks at system-call probes: write(2) is called from main() */
#pragma D option quiet

syscall::write:entry
/pid == $target/
{
	@[ufunc(ucaller)] = count();
}
