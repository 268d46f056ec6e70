/*
 * BEGIN has no arguments: args[0] is out of range (D_ARGS_IDX)
 */

BEGIN
{
	trace(args[0]);
}
