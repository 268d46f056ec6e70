/*
 * -x backend=ptrace: the user host backs syscall only for processes
 * under control, as without kernel capture (no BPF, not root), and says
 * so for each description without a -c or -p process, as before.
 * @@opts: -q -x backend=ptrace
 */
syscall::getppid:entry
{
}

BEGIN
{
	exit(0);
}
