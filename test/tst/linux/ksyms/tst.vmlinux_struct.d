/* @@requires: btf */
/* a struct tag scoped to the core kernel: struct vmlinux`list_head */

#pragma D option quiet

BEGIN
{
	printf("%d\n", sizeof (struct vmlinux`list_head));
	exit(0);
}
