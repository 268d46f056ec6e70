/* @@cmd: @PROGS@/syscalls */
#pragma D option quiet

proc:::signal-handle
{
	n++;
}

END
{
	printf("%d\n", n);
}
