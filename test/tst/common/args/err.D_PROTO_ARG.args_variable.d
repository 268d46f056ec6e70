/*
 * args[] takes an integer constant: a variable index is D_PROTO_ARG
 */

tick-1s
{
	x = 0;
	trace(args[x]);
}
