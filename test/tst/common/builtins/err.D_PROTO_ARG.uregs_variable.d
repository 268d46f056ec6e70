/*
 * uregs[] takes an integer constant: a variable index is rejected with
 * D_PROTO_ARG
 */

BEGIN
{
	x = 1;
	trace(uregs[x]);
}
