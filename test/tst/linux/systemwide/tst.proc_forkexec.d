/*
 * @@requires: bpf
 * @@opts: -w
 * @@args: @PROGS@/forkexec
 *
 * With no -c or -p, the proc provider sees every process through the
 * kernel's tracepoints (kernel capture): forkexec 2 forks three children
 * (create, in the parent, args[0] the child's psinfo_t); the first execs
 * syscalls (exec-success, in the new image), the second exits with
 * status 3, the third fails to exec and exits with status 4; each of the
 * four processes ends with lwp-exit then exit, args[0] CLD_EXITED (1).
 */
#pragma D option quiet

int fx, creates, kids, execs, lwpexits, exits, exited;

BEGIN
{
	system("exec %s 2", $$1);
}

proc:::exec-success
/execname == "forkexec" && ppid == $pid/
{
	fx = pid;
}

proc:::create
/fx != 0 && pid == fx/
{
	creates++;
	kids += args[0]->pr_ppid == fx;
}

proc:::exec-success
/fx != 0 && ppid == fx/
{
	printf("exec-success %s\n", execname);
	execs++;
}

proc:::lwp-exit
/fx != 0 && (pid == fx || ppid == fx)/
{
	lwpexits++;
}

proc:::exit
/fx != 0 && ppid == fx/
{
	exits++;
	exited += args[0] == 1;
}

proc:::exit
/fx != 0 && pid == fx/
{
	printf("creates %d (children of forkexec: %d)\n", creates, kids);
	printf("exec-success %d, lwp-exit %d\n", execs, lwpexits);
	printf("children's exits %d, CLD_EXITED %d; forkexec's %d\n", exits,
	    exited, args[0]);
	exit(0);
}
