/*
 * a tick probe's args[0] is an integer (uintptr_t), not a pointer: it
 * cannot be dereferenced (D_DEREF_NONPTR)
 */

tick-1s
{
	trace(*args[0]);
}
