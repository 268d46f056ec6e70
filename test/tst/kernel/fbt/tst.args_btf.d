/* @@backend: kernel */ /* @@opts: -q -w */
/*
 * args[] of fbt probes carry the kernel's BTF types: vfs_read's second
 * argument is the user buffer (char *: what it points to is 1 byte; an
 * untyped uint64_t could not be dereferenced), its third the count
 * (size_t), and args[1] of the return probe is the ssize_t read.
 */
BEGIN
{
	system("dd if=/dev/zero of=/dev/null bs=77 count=1 2>/dev/null");
}

fbt::vfs_read:entry
/execname == "dd" && args[2] == 77/
{
	printf("count %d, buffer element size %d\n", args[2],
	    (int)sizeof (*args[1]));
}

fbt::vfs_read:return
/execname == "dd"/
{
	printf("returned %d\n", args[1]);
}

fbt::do_exit:entry
/execname == "dd"/
{
	exit(0);
}
