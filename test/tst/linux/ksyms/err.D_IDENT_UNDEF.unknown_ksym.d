/* @@stderr: failed to resolve `nosuch_symbol_xyz: Unknown symbol name */
/* a kernel symbol no module has */

BEGIN
{
	trace(`nosuch_symbol_xyz);
}
