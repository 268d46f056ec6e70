/*
 * @@requires: bpf
 * @@opts: -w
 * @@args: @PROGS@/pidspin
 *
 * System-wide profile-997 (no -c or -p): ustack() of a process that
 * dtrace does not control, unwound from the registers and the copy of
 * the stack taken with the sample: the hottest caller is spin(), and the
 * stacks go through main().
 */
#pragma D option quiet

BEGIN
{
	system("exec %s 800", $$1);
}

profile-997
/ppid == $pid && execname == "pidspin"/
{
	@[ustack()] = count();
	@f[ufunc(ucaller)] = count();
	@d[ustackdepth >= 4] = count();
}

syscall::exit_group:entry
/ppid == $pid && execname == "pidspin"/
{
	exit(0);
}

END
{
	trunc(@f, 1);
	printa("%A\n", @f);
	trunc(@d, 1);
	printa("%d\n", @d);
	trunc(@);
}
