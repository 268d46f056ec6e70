/*
 * a scoped thread-local name (self->a`b) fails to resolve: D_IDENT_UNDEF
 */

BEGIN
{
	self->a`b = 1;
}
