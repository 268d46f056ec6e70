/*
 * stackdepth is not writable: D_OP_WRITE
 */

BEGIN
{
	stackdepth++;
}
