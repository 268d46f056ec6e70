/* @@cmd: @PROGS@/pidcompute 1 */
/* @@stderr: illegal operation in action #1 */
/*
 * Linux keeps no trap number: uregs[R_TRAPNO] is an illegal operation,
 * which ends the clause; the segment selectors are there (R_CS is the
 * 64-bit user code segment, 0x33)
 */
#pragma D option quiet

pid$target::compute:entry
{
	trace(uregs[R_TRAPNO]);
}

pid$target::compute:entry
{
	printf("%x %d\n", uregs[R_CS], uregs[R_DS] == uregs[R_ES]);
}
