/* @@start: @PROGS@/pidspin 5000 */
/* @@args: @PID@ */
/* @@opts: -w */
/* @@requires: bpf */
/* @@backend: user */
/*
 * A clause that stops the thread where it stands (stop(); also raise()
 * and copyout()) keeps its pid site the tracer's breakpoint even where
 * kernel capture makes the others uprobes: a uprobe's hit is fired only
 * once drained, after the thread ran on through more calls.  So after
 * stop() no further call of spin_inner is seen; the process is let go
 * at the end (SIGCONT) so that it is left running.
 */
#pragma D option quiet

int n, after;

pid$1::spin_inner:entry
/n++ == 0/
{
	stop();
}

pid$1::spin_inner:entry
/n > 1/
{
	after++;
}

tick-500ms
{
	printf("calls after stop(): %d\n", after);
	exit(0);
}

END
{
	system("kill -CONT %d", $1);
}
