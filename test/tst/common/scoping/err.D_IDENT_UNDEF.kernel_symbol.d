/*
 * a kernel symbol (`sym) that cannot be found fails to resolve:
 * D_IDENT_UNDEF ("Unknown symbol name")
 */

BEGIN
{
	trace(`kmem_flags);
}
