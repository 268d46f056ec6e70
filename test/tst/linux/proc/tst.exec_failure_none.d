/* @@cmd: @PROGS@/syscalls */
#pragma D option quiet

proc:::exec-failure
{
	n++;
}

END
{
	printf("%d\n", n);
}
