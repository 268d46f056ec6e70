/* @@cmd: @PROGS@/spinchildren 200 */
/* @@requires: bpf */
/*
 * system-wide, a sample is named when it is taken (the identity program
 * runs with each): the children of spinchildren spin 2 ms each and exit
 * at once, mostly before their samples are read, when /proc has no name,
 * ppid, uid or gid left for them.  Not one sample goes unnamed, and the
 * children's own are seen with their parent.
 */
#pragma D option quiet

profile-997
/execname == ""/
{
	unnamed++;
}

profile-997
/ppid == $target && execname == "spinchildren"/
{
	children++;
}

END
{
	printf("%d %d\n", unnamed, children > 0);
}
