/* @@requires: btf */
/*
 * The kernel's BTF typedefs do not take over identifiers in D
 * declarations: struct foo { int code; } compiles although the kernel
 * has a typedef code.
 */
#pragma D option quiet

struct foo {
	int code;
};

BEGIN
{
	printf("%d\n", sizeof (struct foo));
	exit(0);
}
