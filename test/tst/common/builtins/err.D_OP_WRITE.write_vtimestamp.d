/*
 * vtimestamp is not writable: D_OP_WRITE
 */

BEGIN
{
	vtimestamp = 1;
}
