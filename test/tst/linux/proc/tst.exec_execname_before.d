/* @@cmd: @PROGS@/syscalls */
#pragma D option quiet

/* exec fires in the old image */
proc:::exec
/pid == $target/
{
	printf("%d\n", execname != "syscalls");
}
