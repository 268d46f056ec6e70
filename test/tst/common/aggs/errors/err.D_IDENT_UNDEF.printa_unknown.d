/*
 * printa() of an aggregation name never seen before fails to resolve:
 * D_IDENT_UNDEF, as the reference
 */

BEGIN
{
	printa(@nosuch);
}
