/*
 * a bare statement naming an unknown aggregation fails to resolve:
 * D_IDENT_UNDEF
 */

BEGIN
{
	@a;
}
