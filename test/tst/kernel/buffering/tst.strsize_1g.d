/* @@backend: kernel */ /* @@opts: -x strsize=1g */
/*
 * -x strsize=1g: the scratch space (eight strings of strsize per CPU,
 * 16 GiB here) is lowered to what the guest can spare, and tracing goes
 * on; the size over INT_MAX never reaches kvmalloc() (no WARN).
 */
#pragma D option quiet

BEGIN
{
	printf("ok\n");
	exit(0);
}
