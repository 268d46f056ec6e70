/* @@backend: kernel */ /* @@opts: -q -w */
/*
 * fbt::vfs_read:entry sees the reads of a program with known arguments
 * (dd: 5 reads of 123 bytes from /dev/zero): arg2 is the byte count, and
 * vfs_read:return has arg1 = the bytes read.  The program's exit
 * (fbt::do_exit:entry) ends the test.
 */
BEGIN
{
	system("dd if=/dev/zero of=/dev/null bs=123 count=5 2>/dev/null");
}

fbt::vfs_read:entry
/execname == "dd"/
{
	@entries[arg2] = count();
}

fbt::vfs_read:return
/execname == "dd"/
{
	@returns[(int64_t)arg1] = count();
}

fbt::do_exit:entry
/execname == "dd"/
{
	exit(0);
}

END
{
	printa("entry count=%d: %@d\n", @entries);
	printa("return value=%d: %@d\n", @returns);
}
