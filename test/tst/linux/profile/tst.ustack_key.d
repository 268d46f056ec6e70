/* @@cmd: @PROGS@/pidspin 800 */
/* ustack() of samples as a key; the hottest caller is spin() */
#pragma D option quiet

profile-997
/pid == $target/
{
	@[ustack(5)] = count();
	@f[ufunc(ucaller)] = count();
}

END
{
	trunc(@f, 1);
	printa("%A\n", @f);
	trunc(@);
}
