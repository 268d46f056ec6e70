/*
 * copyinstr(addr, n) copies at most n bytes and NUL-terminates after
 * them (the reference allocates n + 1 bytes): n characters of a longer
 * string, not n - 1.  Only the string size (strsize, 64 here) caps it at
 * strsize - 1.  The string read is dtrace's own argument after -s, the
 * path of this test (more than 32 characters).
 */
#pragma D option quiet
#pragma D option strsize=64

BEGIN
{
	i = 1;
	found = 0;
}

BEGIN /!found && i < curpsinfo->pr_argc/ { p = *(uint64_t *)copyin(curpsinfo->pr_argv + 8 * i++, 8); found = copyinstr(p) == "-s"; }
BEGIN /!found && i < curpsinfo->pr_argc/ { p = *(uint64_t *)copyin(curpsinfo->pr_argv + 8 * i++, 8); found = copyinstr(p) == "-s"; }
BEGIN /!found && i < curpsinfo->pr_argc/ { p = *(uint64_t *)copyin(curpsinfo->pr_argv + 8 * i++, 8); found = copyinstr(p) == "-s"; }
BEGIN /!found && i < curpsinfo->pr_argc/ { p = *(uint64_t *)copyin(curpsinfo->pr_argv + 8 * i++, 8); found = copyinstr(p) == "-s"; }
BEGIN /!found && i < curpsinfo->pr_argc/ { p = *(uint64_t *)copyin(curpsinfo->pr_argv + 8 * i++, 8); found = copyinstr(p) == "-s"; }
BEGIN /!found && i < curpsinfo->pr_argc/ { p = *(uint64_t *)copyin(curpsinfo->pr_argv + 8 * i++, 8); found = copyinstr(p) == "-s"; }

BEGIN
/found/
{
	p = *(uint64_t *)copyin(curpsinfo->pr_argv + 8 * i, 8);
	printf("%d %d %d %d\n", strlen(copyinstr(p, 32)), strlen(copyinstr(p, 1)),
	    strlen(copyinstr(p, 62)) == 62 || strlen(copyinstr(p)) < 62,
	    strlen(copyinstr(p, 1000)) == strlen(copyinstr(p)));
	exit(0);
}

BEGIN
/!found/
{
	printf("no -s in the arguments\n");
	exit(1);
}
