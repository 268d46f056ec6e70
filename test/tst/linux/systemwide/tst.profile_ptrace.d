/*
 * -x backend=ptrace with no -c or -p: profile-N fires once per interval
 * in dtrace's own context, as without kernel capture (not root, no perf
 * events): no other process is sampled.
 * @@opts: -q -x backend=ptrace
 */
int self_n, other;

profile-997
{
	self_n = self_n + (pid == $pid);
	other = other + (pid != $pid);
}

tick-1s
{
	printf("dtrace sampled: %d\n", self_n > 0);
	printf("others sampled: %d\n", other);
	exit(0);
}
