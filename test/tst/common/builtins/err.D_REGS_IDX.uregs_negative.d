/*
 * a negative uregs[] index is rejected with D_REGS_IDX
 */

BEGIN
{
	trace(uregs[-1]);
}
