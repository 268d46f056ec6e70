/* @@cmd: @PROGS@/usdtsdt */
/* @@requires: prog:usdtsdt */
/*
 * <sys/sdt.h> probes compiled with -O2: register (-4@%esi), memory
 * (-8@(%rdi), -2@8(%rdi), -1@10(%rdi)) and constant operands ($42, $-1,
 * an unsigned byte 250), signed values sign-extended.
 */
#pragma D option quiet

sdt$target:::ops
{
	printf("ops %d %d %d %d\n", arg0, arg1, arg2, arg3);
}

sdt$target:::consts
{
	printf("consts %d %d %d\n", arg0, arg1, arg2);
}
