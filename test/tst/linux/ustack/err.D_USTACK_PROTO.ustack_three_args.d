/* ustack() takes at most two arguments: its prototype is stack(...), so the check is its own (D_USTACK_PROTO) */
BEGIN
{
	ustack(1, 2, 3);
}
