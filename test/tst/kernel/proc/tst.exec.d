/*
 * proc:::exec, exec-success and exec-failure on the module: ./procprog
 * (started by system()) fails to exec ./nonexistent (ENOENT), then its
 * child execs itself (the path /proc/self/exe links to) as "procprog
 * child x".  exec's args[0] is the path as passed (its last component
 * printed), exec-failure's the errno; exec-success fires in the new image
 * (its execname and arguments).  Aggregated: the guest's two CPUs would
 * otherwise interleave the records of parent and child.
 * @@backend: kernel
 */
#pragma D option quiet
#pragma D option destructive

BEGIN
{
	system("./procprog");
}

proc:::exec
/execname == "procprog"/
{
	@[probename, basename(args[0])] = count();
}

proc:::exec-failure
/execname == "procprog"/
{
	@[probename, lltostr(args[0])] = count();
}

proc:::exec-success
/execname == "procprog"/
{
	@[probename, curpsinfo->pr_psargs] = count();
}

proc:::exec-success
/execname == "procprog" && main == 0/
{
	main = pid;
}

proc:::exit
/pid == main/
{
	exit(0);
}

END
{
	printa("%s %s %@d\n", @);
}
