/*
 * args[] outside of a probe clause (an inline) is rejected with
 * D_ARGS_NONE
 */

inline uintptr_t a0 = args[0];

BEGIN
{
	exit(0);
}
