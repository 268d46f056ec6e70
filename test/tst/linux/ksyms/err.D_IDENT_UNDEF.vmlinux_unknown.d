/* @@requires: ksym:schedule */
/* @@stderr: failed to resolve vmlinux`nosuch_symbol_xyz: Unknown symbol name */
/* a symbol the core kernel does not have */

BEGIN
{
	trace(vmlinux`nosuch_symbol_xyz);
}
