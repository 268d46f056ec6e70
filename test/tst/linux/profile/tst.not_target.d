/* @@cmd: @PROGS@/pidspin 800 */
/* samples of the dtrace process itself are not the target's */
#pragma D option quiet

profile-997
/pid != $target/
{
	@[pid == $pid] = count();
}

END
{
	printa("%d\n", @);
}
