/*
 * an integer-constant inline is replaced by its value as it is parsed (as
 * the reference): assigning to it is D_OP_LVAL
 */

inline int seven = 7;

BEGIN
{
	seven = 8;
}
