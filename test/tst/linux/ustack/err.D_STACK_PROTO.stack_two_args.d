/* stack() takes at most one argument: its prototype is stack(...), so the check is its own (D_STACK_PROTO) */
BEGIN
{
	stack(1, 2);
}
