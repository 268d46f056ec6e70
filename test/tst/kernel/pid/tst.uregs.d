/* @@backend: kernel */
/* @@opts: -c ./pidtarget */
/*
 * uregs[], ufunc(), ustack() and pid in a pid probe on the module: the
 * registers are the target thread's at the call, R_PC is add itself, the
 * return address is on top of the stack, pid is the target
 */
#pragma D option quiet

pid$target::add:entry
/arg0 == 2/
{
	printf("%d %d %d %d\n", uregs[R_RDI], uregs[R_RSI],
	    uregs[R_PC] == uregs[R_RIP], pid == $target);
	printf("%d\n", *(uint64_t *)copyin(uregs[R_SP], 8) == ucaller);
	ufunc(uregs[R_PC]);
	ustack(1);
}
