/* @@requires: btf */
/* a typedef scoped to the core kernel, in a cast: (vmlinux`u16) */

#pragma D option quiet

BEGIN
{
	printf("%d\n", (vmlinux`u16)0x12345);
	exit(0);
}
