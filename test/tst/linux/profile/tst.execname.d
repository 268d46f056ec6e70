/* @@cmd: @PROGS@/pidspin 800 */
/*
 * samples fire in the context of the target.  User-mode samples only
 * (arg1 != 0): a -c process is traced from before its execve, and a
 * sample in the kernel's execve, before the new name is set, is truly
 * of a process still named "dtrace".
 */
#pragma D option quiet

profile-997
/pid == $target && arg1 != 0/
{
	@[execname, tid == $target] = count();
}

END
{
	printa("%s %d\n", @);
}
