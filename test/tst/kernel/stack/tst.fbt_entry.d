/* @@backend: kernel */ /* @@opts: -q -w */
/* @@stdout: vmlinux`ksys_read+0x */ /* @@nostdout: dtrace` */
/*
 * stack() of fbt::vfs_read:entry starts at the caller of vfs_read (as the
 * reference's fbt: the probed function's own frame is not shown) and
 * holds no frame of dtrace.ko or of ftrace.
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
