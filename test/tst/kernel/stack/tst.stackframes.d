/* @@backend: kernel */ /* @@opts: -q -w -x stackframes=1 */
/* @@stdout: vmlinux`ksys_read+0x */ /* @@nostdout: do_syscall_64 */
/*
 * The stackframes option bounds stack(): one frame, the caller of
 * vfs_read, and not the system call's frames above it.
 */
BEGIN
{
	system("dd if=/dev/zero of=/dev/null bs=1 count=1 2>/dev/null");
}

fbt::vfs_read:entry
/execname == "dd"/
{
	stack();
	exit(0);
}
