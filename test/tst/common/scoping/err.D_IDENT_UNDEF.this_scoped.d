/*
 * a scoped clause-local name (this->a`b) fails to resolve: D_IDENT_UNDEF
 */

BEGIN
{
	this->a`b = 1;
}
