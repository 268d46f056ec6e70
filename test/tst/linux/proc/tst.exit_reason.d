/* @@cmd: @PROGS@/syscalls */
#pragma D option quiet

proc:::exit
/pid == $target/
{
	printf("%d\n", args[0]);
}
