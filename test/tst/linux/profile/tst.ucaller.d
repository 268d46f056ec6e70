/* @@cmd: @PROGS@/pidspin 800 */
/* the sampled stack: spin_inner() called from spin() */
#pragma D option quiet

profile-997
/pid == $target/
{
	@[ufunc(arg1), ufunc(ucaller)] = count();
}

END
{
	trunc(@, 1);
	printa("%A %A\n", @);
}
