/* @@start: @PROGS@/pidspin 5000 */
/* @@args: @PID@ @PROGS@/sleepprog */
/* @@opts: -w -x showbackend */
/* @@requires: bpf */
/* @@backend: user */
/*
 * A pid probe naming a running process, with no -c or -p, grabs it only
 * for its symbols: it is not under the user's control, so kernel capture
 * still serves every process (the syscall probe sees sleepprog, which
 * dtrace did not start under control) and makes the pid sites uprobes.
 */
#pragma D option quiet

int n, s;

BEGIN
{
	system("exec %s", $$2);
}

pid$1::spin_inner:entry
{
	n++;
}

syscall::nanosleep:entry
/execname == "sleepprog"/
{
	s++;
}

proc:::exit
/execname == "sleepprog"/
{
	printf("spin_inner called: %d, sleepprog's nanosleeps: %d\n", n > 0, s);
	exit(0);
}
