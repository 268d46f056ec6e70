/* @@grab: @PROGS@/sleeper 1 100 */
#pragma D option quiet

syscall::write:entry
/pid == $target/
{
	n++;
}

proc:::exit
/pid == $target/
{
	printf("exit %d\n", n > 0);
}
