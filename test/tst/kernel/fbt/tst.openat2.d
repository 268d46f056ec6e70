/* @@backend: kernel */ /* @@opts: -q -w */
/*
 * fbt::do_sys_openat2 of a program opening a file that does not exist:
 * the entry sees its path (arg1, a user address), the return its value
 * (arg1 = -ENOENT) and the return probe's arg0 is 0 (the returning
 * instruction is not known to a kretprobe).
 */
BEGIN
{
	system("cat /nonexistent/fbt-openat2 2>/dev/null");
}

fbt::do_sys_openat2:entry
/execname == "cat"/
{
	printf("entry %s\n", copyinstr(arg1));
}

fbt::do_sys_openat2:return
/execname == "cat"/
{
	printf("return %d %d\n", (int)arg1, arg0);
}

fbt::do_exit:entry
/execname == "cat"/
{
	exit(0);
}
