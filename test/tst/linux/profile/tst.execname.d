/* @@cmd: @PROGS@/pidspin 800 */
/* samples fire in the context of the target */
#pragma D option quiet

profile-997
/pid == $target/
{
	@[execname, tid == $target] = count();
}

END
{
	printa("%s %d\n", @);
}
