/*
 * an inline of a non-constant expression names no object: assigning to
 * it is D_OP_WRITE, as the reference
 */

inline int nextpid = pid + 1;

BEGIN
{
	nextpid = 8;
}
