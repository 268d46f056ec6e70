/*
 * uregs[] takes one index: two are rejected with D_PROTO_LEN
 */

BEGIN
{
	trace(uregs[1, 2]);
}
