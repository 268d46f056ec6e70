/* @@cmd: @PROGS@/pidtail */
/* @@requires: prog:pidtail */
/*
 * A return probe fires at every way out of its function, as in the
 * reference: a ret, a jmp out of the function (a tail call) and a
 * conditional jump out of it, the last only when taken.  arg0 is the
 * offset of the instruction that leaves, arg1 rax there.
 */
#pragma D option quiet

pid$target::pidtail_*:return
{
	printf("%s %x %d\n", probefunc, arg0, arg1);
}
