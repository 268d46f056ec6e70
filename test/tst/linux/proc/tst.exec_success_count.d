/* @@cmd: @PROGS@/syscalls */
#pragma D option quiet

proc:::exec-success
{
	n++;
}

END
{
	printf("%d\n", n);
}
