/* @@backend: kernel */ /* @@opts: -q -w */
/* @@stdout: vmlinux`ksys_read+0x */ /* @@nostdout: do_syscall_64 */
/*
 * stack(1): one frame only.
 */
BEGIN
{
	system("dd if=/dev/zero of=/dev/null bs=1 count=1 2>/dev/null");
}

fbt::vfs_read:entry
/execname == "dd"/
{
	stack(1);
	exit(0);
}
