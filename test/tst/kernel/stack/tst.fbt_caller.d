/* @@backend: kernel */ /* @@opts: -q -w */ /* @@mask: offsets */
/*
 * caller in fbt::vfs_read:entry and :return is the return address in the
 * function that called vfs_read, ksys_read: the first frame of stack(),
 * not the one above it.
 */
BEGIN
{
	system("dd if=/dev/zero of=/dev/null bs=1 count=1 2>/dev/null");
}

fbt::vfs_read:entry
/execname == "dd"/
{
	self->c = caller;
}

fbt::vfs_read:return
/self->c/
{
	printf("entry %a\nreturn %a\n", self->c, caller);
	exit(0);
}
