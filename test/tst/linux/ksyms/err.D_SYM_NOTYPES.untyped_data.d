/* @@requires: btf ksym:__start_rodata */
/*
 * a data symbol BTF gives no type (BTF records only per-CPU variables):
 * no symbolic type information, as the reference says for it
 */
/* @@stderr: no symbolic type information is available for vmlinux`__start_rodata: Unknown symbol name */

BEGIN
{
	trace(`__start_rodata);
}
