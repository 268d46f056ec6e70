/* @@requires: btf */
/* a name the kernel has no type for, scoped to vmlinux, is no type */

BEGIN
{
	trace((vmlinux`nosuch_type_t)1);
}
