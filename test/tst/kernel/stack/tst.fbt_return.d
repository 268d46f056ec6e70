/* @@backend: kernel */ /* @@opts: -q -w */
/* @@stdout: vmlinux`ksys_read+0x */ /* @@nostdout: dtrace` */
/*
 * stack() of fbt::vfs_read:return starts at the return address in its
 * caller, ksys_read, and holds no frame of the kretprobe machinery.
 */
BEGIN
{
	system("dd if=/dev/zero of=/dev/null bs=1 count=1 2>/dev/null");
}

fbt::vfs_read:return
/execname == "dd"/
{
	stack();
	exit(0);
}
