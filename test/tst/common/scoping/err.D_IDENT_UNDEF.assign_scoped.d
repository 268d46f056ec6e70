/*
 * assigning to a scoped name never creates a variable: D_IDENT_UNDEF
 */

BEGIN
{
	`x = 1;
}
