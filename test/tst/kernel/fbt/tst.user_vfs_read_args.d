/* @@backend: user */ /* @@opts: -q -w */ /* @@requires: bpf kprobes */
/*
 * The user host's fbt, with no module: kprobes through kernel capture
 * (os/linux/user/dtrace_fbtprov.c).  The module's tst.vfs_read_args.d,
 * with the same output: dd's 5 reads of 123 bytes from /dev/zero seen
 * at vfs_read's entry (arg2, the count) and return (arg1, the bytes
 * read); args[2] is typed from the kernel's BTF (size_t); dd's exit ends
 * the test.
 */
BEGIN
{
	system("dd if=/dev/zero of=/dev/null bs=123 count=5 2>/dev/null");
}

fbt::vfs_read:entry
/execname == "dd"/
{
	@entries[arg2] = count();
	@typed[sizeof (args[2]), args[2]] = count();
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
	printa("args[2] size %d value %d: %@d\n", @typed);
	printa("return value=%d: %@d\n", @returns);
}
