/* @@backend: kernel */ /* @@opts: -q -w */
/*
 * args[0] of fbt::vfs_read:entry is the kernel's struct file *, complete
 * from BTF: its members reach the name of the file read (dd reads
 * /dev/zero) and the size of the read.
 */
BEGIN
{
	system("dd if=/dev/zero of=/dev/null bs=33 count=1 2>/dev/null");
}

fbt::vfs_read:entry
/execname == "dd" && args[2] == 33/
{
	printf("%s %d\n", stringof(args[0]->f_path.dentry->d_name.name),
	    args[2]);
	exit(0);
}
