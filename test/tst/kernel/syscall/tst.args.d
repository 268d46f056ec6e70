/*
 * syscall:vmlinux:NAME:entry/return on the module: the helper program
 * ./sysprog makes known system calls with known arguments; arg0..arg5,
 * the typed args[], the return value and errno are exact.
 * @@backend: kernel
 */
#pragma D option quiet
#pragma D option destructive

BEGIN
{
	system("./sysprog");
}

syscall::pread64:entry
/execname == "sysprog"/
{
	pr = strjoin(probemod, strjoin(":", strjoin(probefunc, ":")));
	pr = strjoin(pr, probename);
	pr_a = arg0; pr_b = arg2; pr_c = arg3;
}

syscall::pread64:return
/execname == "sysprog"/
{
	pr_r0 = arg0; pr_r1 = arg1; pr_e = errno;
}

syscall::pwrite64:entry
/execname == "sysprog"/
{
	pw_fd = args[0];
	pw_s = copyinstr((uintptr_t)args[1], 5);
	pw_n = args[2];
	pw_off = args[3];
}

syscall::pwrite64:return
/execname == "sysprog"/
{
	pw_r = arg1;
}

syscall::mmap:entry
/execname == "sysprog" && arg4 == 42/
{
	mm = strjoin(lltostr(arg1), strjoin(" ", lltostr(arg2)));
	mm = strjoin(mm, strjoin(" ", lltostr(arg3)));
	mm = strjoin(mm, strjoin(" ", lltostr(arg5)));
	mm5 = args[5];
}

syscall::close:entry
/execname == "sysprog" && arg0 == 12345/
{
	self->c = 1;
}

syscall::close:return
/self->c/
{
	cl_r0 = arg0; cl_r1 = arg1; cl_e = errno;
	self->c = 0;
}

syscall::exit_group:entry
/execname == "sysprog"/
{
	printf("%s fd=%d count=%d off=%d\n", pr, pr_a, pr_b, pr_c);
	printf("pread64 returned %d %d errno %d\n", pr_r0, pr_r1, pr_e);
	printf("pwrite64(%u, \"%s\", %u, %d) = %d\n", pw_fd, pw_s, pw_n,
	    pw_off, pw_r);
	printf("mmap len/prot/flags/off %s args[5]=%d\n", mm, mm5);
	printf("close(12345) = %d %d errno %d\n", cl_r0, cl_r1, cl_e);
	printf("exit_group(%d)\n", arg0);
	exit(0);
}
