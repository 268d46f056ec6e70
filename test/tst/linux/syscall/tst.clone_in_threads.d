/* @@cmd: @PROGS@/threads 3 */
#pragma D option quiet

syscall::clone3:entry,
syscall::clone:entry
/pid == $target/
{
	n++;
}

END
{
	printf("%d\n", n);
}
