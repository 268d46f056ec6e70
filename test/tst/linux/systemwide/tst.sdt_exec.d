/*
 * @@requires: bpf tracefs
 * @@backend: user
 * @@opts: -w
 * @@args: @PROGS@/forkexec 2
 *
 * With no module, sdt:GROUP::NAME are the kernel's trace events, for
 * every process (kernel capture), their arguments the fields of the
 * event's record: forkexec 2 forks three children (task:task_newtask,
 * in forkexec: args[0] the child's pid, args[1] its comm, a char[16]
 * field, args[2] the clone flags, no CLONE_THREAD); the first execs
 * syscalls (sched:sched_process_exec: args[0] the path, a __data_loc
 * string, args[1] the pid, args[2] the old pid); each of the four
 * processes exits (sched:sched_process_exit, args[1] the pid).
 */
#pragma D option quiet

int fx, oldpid, newtasks, comms, threads, kidexec, kidpid, exits;
string path;

BEGIN
{
	system("exec %s %s", $$1, $$2);
}

sdt:sched::sched_process_exec
/args[1] == pid && ppid == $pid && execname == "forkexec"/
{
	fx = pid;
	oldpid = args[2] == pid;
}

sdt:task::task_newtask
/fx != 0 && pid == fx/
{
	newtasks++;
	comms += args[1] == "forkexec";
	threads += (args[2] & 0x10000) != 0;
	kid[args[0]] = 1;
}

sdt:sched::sched_process_exec
/fx != 0 && kid[pid]/
{
	kidexec++;
	kidpid += args[1] == pid;
	path = basename(args[0]);
}

sdt:sched::sched_process_exit
/fx != 0 && (kid[args[1]] || args[1] == fx) && tid == pid/
{
	exits++;
}

sdt:sched::sched_process_exit
/fx != 0 && args[1] == fx/
{
	printf("forkexec's exec: old_pid == pid %d\n", oldpid);
	printf("newtasks %d, comm forkexec %d, threads %d\n", newtasks,
	    comms, threads);
	printf("children's execs %d (%s), pid == pid %d\n", kidexec, path,
	    kidpid);
	printf("exits %d\n", exits);
	exit(0);
}
