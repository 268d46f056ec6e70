/* @@requires: btf */
/*
 * D declares struct task_struct as an incomplete type (for prototypes);
 * the kernel's definition takes its place, so it has a size
 */

#pragma D option quiet

BEGIN
{
	printf("%d\n", sizeof (struct task_struct) > 64);
	exit(0);
}
