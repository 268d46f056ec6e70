/* @@cmd: @PROGS@/forkexec 4 */
#pragma D option quiet

/* writes of the children: one per exec of "syscalls 1" */
syscall::write:entry
/execname == "syscalls"/
{
	n++;
}

END
{
	printf("%d\n", n);
}
