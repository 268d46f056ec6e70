/* @@cmd: @PROGS@/pidspin 800 */
/* samples in spin_inner() unwind through spin(), main() and libc */
#pragma D option quiet

profile-997
/pid == $target/
{
	@[ustackdepth >= 4] = count();
}

END
{
	trunc(@, 1);
	printa("%d\n", @);
}
