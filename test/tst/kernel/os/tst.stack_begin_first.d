/* @@backend: kernel */ /* @@opts: -q */
/* @@stdout: dtrace`dtrace_state_go+0x */
/*
 * stack() starts at the function that fired the probe: for BEGIN, the
 * framework's GO (dtrace_state_go), as in the reference; the frames of
 * the probe machinery and of the stack walk itself are not shown.
 */
BEGIN
{
	stack(1);
	exit(0);
}
