/*
 * @@requires: bpf
 * @@opts: -w
 *
 * Kernel capture takes the data a system call is given (write's buffer,
 * its length from the next argument) with the event when a clause reads
 * the process's memory: copyin() of it works although the process has
 * exited by the time dtrace runs the clause, and reads the bytes as they
 * were at the call.
 */
#pragma D option quiet

BEGIN
{
	system("exec sh -c 'echo hello-capture > /dev/null; exit 0'");
}

syscall::write:entry
/ppid == $pid && execname == "sh"/
{
	this->b = (char *)copyin(arg1, arg2);
	printf("%d %c%c%c%c%c%c\n", arg2, this->b[0], this->b[1], this->b[2],
	    this->b[3], this->b[4], this->b[5]);
}

syscall::exit_group:entry
/ppid == $pid && execname == "sh"/
{
	exit(0);
}
