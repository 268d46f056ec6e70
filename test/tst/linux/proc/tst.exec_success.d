/* @@cmd: @PROGS@/syscalls */
#pragma D option quiet

proc:::exec-success
/pid == $target/
{
	printf("%s\n", execname);
}
