/*
 * args[] in a clause whose description matches several probes is
 * rejected with D_ARGS_MULTI
 */

tick-*
{
	trace(args[0]);
}
