/* @@cmd: @PROGS@/pidspin 800 */
/* profile-1ms: an interval rather than a rate */
#pragma D option quiet

profile-1ms
/pid == $target/
{
	@[ufunc(arg1)] = count();
}

END
{
	trunc(@, 1);
	printa("%A\n", @);
}
