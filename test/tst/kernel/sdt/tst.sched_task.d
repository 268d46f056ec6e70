/*
 * sdt:GROUP::NAME on the module, with args[] typed from the kernel's
 * tracepoint prototypes: the exec of ./execprog, its rename through
 * prctl(PR_SET_NAME) and its exit.
 * @@backend: kernel
 */
#pragma D option quiet
#pragma D option destructive

BEGIN
{
	system("./execprog");
}

sdt:sched::sched_process_exec
/stringof(args[0]->comm) == "execprog"/
{
	printf("%s:%s:%s:%s\n", probeprov, probemod, probefunc, probename);
	printf("exec %s old_pid==pid %d task==curthread %d\n",
	    stringof(args[2]->filename), args[1] == pid,
	    (uintptr_t)args[0] == (uintptr_t)curthread);
	self->ok = 1;
}

sdt:task::task_rename
/self->ok/
{
	printf("rename %s -> %s\n", stringof(args[0]->comm),
	    stringof(args[1]));
}

sdt:sched::sched_process_exit
/self->ok/
{
	printf("exit %s pid==pid %d\n", execname, args[0]->pid == pid);
	exit(0);
}
