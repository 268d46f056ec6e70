/* @@cmd: /bin/true a */
/*
 * curpsinfo->pr_psargs (char[80]) holds NULs after its string: the
 * target's system calls before its exec (dtrace's own long command line)
 * must not leave their bytes after the NUL of "/bin/true a" in those
 * after it, where the key would print as a hex dump (and keys would
 * split on the stale bytes).  The first clause translates psargs before
 * the exec so that its long value lies in the scratch space the later
 * translations reuse.
 */
#pragma D option quiet

self int exec;

syscall:::entry
/pid == $target && !self->exec/
{
	this->c = curpsinfo->pr_psargs[0];
}

syscall::execve:return
/pid == $target/
{
	self->exec = 1;
}

syscall:::entry
/pid == $target && self->exec/
{
	@[curpsinfo->pr_psargs] = max(1);
}
