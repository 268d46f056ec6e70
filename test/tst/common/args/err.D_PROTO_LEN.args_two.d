/*
 * args[] takes one index: D_PROTO_LEN
 */

tick-1s
{
	trace(args[0, 1]);
}
