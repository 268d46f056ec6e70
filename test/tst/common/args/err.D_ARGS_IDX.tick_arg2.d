/*
 * a tick probe has two arguments: args[2] is out of range (D_ARGS_IDX)
 */

tick-1s
{
	trace(args[2]);
}
