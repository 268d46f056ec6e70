/* @@cmd: @PROGS@/pidspin 800 */
/* arg1 is the user pc of the sampled thread: a spinning program */
#pragma D option quiet

profile-997
/pid == $target/
{
	@[ufunc(arg1)] = count();
}

END
{
	trunc(@, 1);
	printa("%A\n", @);
}
