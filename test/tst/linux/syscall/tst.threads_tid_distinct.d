/* @@cmd: @PROGS@/threads 5 */
#pragma D option quiet

syscall::write:entry
/pid == $target && !seen[tid]/
{
	seen[tid] = 1;
	n++;
}

END
{
	printf("%d\n", n);
}
