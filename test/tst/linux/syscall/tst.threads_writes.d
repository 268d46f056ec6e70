/* @@cmd: @PROGS@/threads 4 */
#pragma D option quiet

syscall::write:entry
/pid == $target/
{
	@[tid != pid] = count();
}
