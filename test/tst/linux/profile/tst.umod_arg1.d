/* @@cmd: @PROGS@/pidspin 800 */
/* the sampled user pc is in the executable (counts normalized away) */
#pragma D option quiet

profile-997
/pid == $target && arg1 != 0/
{
	@[umod(arg1)] = count();
}

END
{
	trunc(@, 1);
	normalize(@, 1000000);
}
