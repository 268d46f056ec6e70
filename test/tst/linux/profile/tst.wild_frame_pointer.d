/* @@cmd: @PROGS@/wildfp 500 */
/*
 * Samples in a frame that cannot be unwound: wildfp_spin() has no CFI and
 * -8 in its frame pointer, so the unwinder asks for the 8 bytes at
 * 0xfffffffffffffff8.  The walk stops at that frame (ustackdepth 1); the
 * read must not be taken from the copy of the sampled stack (its bounds
 * check wrapped, and dtrace read far outside the copy and crashed).
 */
#pragma D option quiet

profile-997
/pid == $target && arg1 != 0 && uregs[R_RBP] == 0xfffffffffffffff8/
{
	@depth[ustackdepth] = count();
	@func[ufunc(arg1)] = count();
	@stack[ustack()] = count();	/* walked too; not printed (offsets) */
}

END
{
	printa("%d\n", @depth);
	printa("%A\n", @func);
	trunc(@stack);
}
