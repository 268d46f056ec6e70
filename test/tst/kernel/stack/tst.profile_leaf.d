/* @@backend: kernel */ /* @@opts: -q */
/* @@stdout: safe_halt+0x */
/*
 * stack() of a profile probe starts at the pc the sample interrupted, as
 * the reference's: an idle x86 guest is interrupted in its halt
 * (native_safe_halt, pv_native_safe_halt), which is the first frame of
 * the idle CPUs' stacks; before, stacks started at its caller.
 */
profile-997
{
	@[stack()] = count();
}

tick-1s
{
	exit(0);
}
