/*
 * decrementing an inline of a non-constant expression is D_OP_WRITE
 */

inline int nextpid = pid + 1;

BEGIN
{
	nextpid--;
}
