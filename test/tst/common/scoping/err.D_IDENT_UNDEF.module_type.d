/*
 * a type scoped to an object with no types here (vmlinux`int) is no
 * type name
 */

BEGIN
{
	trace(sizeof (vmlinux`int));
}
