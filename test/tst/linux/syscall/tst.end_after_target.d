/* @@cmd: @PROGS@/syscalls 2 */
#pragma D option quiet

syscall::write:entry
/pid == $target/
{
	n++;
}

END
{
	printf("end %d\n", n);
}
