/*
 * ERROR's args[5] is a uintptr_t: -> cannot apply (D_OP_PTR)
 */

ERROR
{
	trace(args[5]->x);
}
