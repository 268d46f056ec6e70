/* @@requires: btf ksym:schedule */
/*
 * a kernel function symbol has its BTF function type: &`schedule is a
 * function pointer, the same whether scoped to vmlinux or not
 */

#pragma D option quiet

BEGIN
{
	printf("%d %d\n", sizeof (&`schedule), &vmlinux`schedule == &`schedule);
	exit(0);
}
