/* @@cmd: @PROGS@/syscalls */
#pragma D option quiet

END
{
	printf("end\n");
}
