/*
 * ERROR has six arguments: args[6] is out of range (D_ARGS_IDX)
 */

ERROR
{
	trace(args[6]);
}
