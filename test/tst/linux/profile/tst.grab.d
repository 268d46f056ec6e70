/* @@grab: @PROGS@/pidspin 5000 */
/* profile samples of a grabbed process */
#pragma D option quiet

profile-997
/pid == $target/
{
	@[ufunc(arg1)] = count();
}

tick-500ms
{
	trunc(@, 1);
	printa("%A\n", @);
	exit(0);
}
