/* @@cmd: @PROGS@/pidspin 800 */
/* a user-mode sample (arg1, its pc, is set) has no kernel pc: arg0 is 0 */
#pragma D option quiet

profile-997
/pid == $target && arg1 != 0/
{
	@[arg0] = count();
}

END
{
	printa("%d\n", @);
}
