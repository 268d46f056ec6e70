/* @@cmd: @PROGS@/threads 8 */
#pragma D option quiet

syscall::write:entry
/pid == $target/
{
	n++;
}

END
{
	printf("%d\n", n);
}
