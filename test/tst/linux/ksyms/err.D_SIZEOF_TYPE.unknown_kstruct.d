/* @@requires: btf */
/* a struct neither D nor the kernel defines has no size */

BEGIN
{
	trace(sizeof (struct nosuch_kernel_struct_xyz));
}
