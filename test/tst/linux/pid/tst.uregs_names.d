/* @@cmd: @PROGS@/pidcompute 3 */
/*
 * uregs[] by name at a function's entry: R_PC is the function, R_RDI ...
 * R_R9 its first six arguments (leaf(1, ..., 8)), R_SP points at the
 * return address; at :return R_RAX is the value returned
 */
#pragma D option quiet

pid$target::leaf:entry
{
	printf("%d %d %d %d %d %d %d\n", uregs[R_PC] == uregs[R_RIP],
	    uregs[R_RDI], uregs[R_RSI], uregs[R_RDX], uregs[R_RCX],
	    uregs[R_R8], uregs[R_R9]);
	printf("%d\n", *(uint64_t *)copyin(uregs[R_SP], 8) == ucaller);
	@[ufunc(uregs[R_PC])] = count();
}

pid$target::compute:return
{
	printf("%d %d\n", uregs[R_RAX], arg1);
}
