/* @@cmd: @PROGS@/syscalls */
/* @@args: @PROGS@/syscalls */
#pragma D option quiet

proc:::exec
/args[0] == $$1/
{
	printf("exec\n");
}
