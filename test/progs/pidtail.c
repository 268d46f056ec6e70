/*
 * test/progs/pidtail.c -- target of tst/linux/pid/tst.return_tailcall.d:
 * functions that leave by a jump out of themselves (a tail call), written
 * in assembly so that their code, and the offsets the test expects, do
 * not depend on the compiler or its flags.  Each copies its argument to
 * rax first, so every return site sees rax = the argument.
 *   pidtail_uncond	jmp rel32 to pidtail_callee at offset 3
 *   pidtail_cond	jne rel32 to pidtail_callee at offset 6 (taken when
 *			the argument is not 0), else ret at offset 0xc
 *   pidtail_short	jb rel8 at offset 7 to code after its end (taken when
 *			the argument is below 5: rax + 100), else ret at 9
 *   pidtail_callee	returns twice its argument (ret at offset 4)
 * main calls uncond(3), cond(0), cond(4), short(2), short(7), prints
 * nothing and exits 0 when each returned what it should.
 */
#include <stdlib.h>

__asm__(
"	.text\n"
"	.globl	pidtail_callee\n"
"	.type	pidtail_callee, @function\n"
"pidtail_callee:\n"
"	lea	(%rdi,%rdi,1), %rax\n"
"	ret\n"
"	.size	pidtail_callee, .-pidtail_callee\n"
"	.globl	pidtail_uncond\n"
"	.type	pidtail_uncond, @function\n"
"pidtail_uncond:\n"
"	mov	%rdi, %rax\n"
"	{disp32} jmp pidtail_callee\n"
"	.size	pidtail_uncond, .-pidtail_uncond\n"
"	.globl	pidtail_cond\n"
"	.type	pidtail_cond, @function\n"
"pidtail_cond:\n"
"	test	%rdi, %rdi\n"
"	mov	%rdi, %rax\n"
"	{disp32} jne pidtail_callee\n"
"	ret\n"
"	.size	pidtail_cond, .-pidtail_cond\n"
"	.globl	pidtail_short\n"
"	.type	pidtail_short, @function\n"
"pidtail_short:\n"
"	mov	%rdi, %rax\n"
"	cmp	$5, %rdi\n"
"	{disp8} jb .Lpidtail_shared\n"
"	ret\n"
"	.size	pidtail_short, .-pidtail_short\n"
".Lpidtail_shared:\n"
"	add	$100, %rax\n"
"	ret\n"
);

long pidtail_uncond(long);
long pidtail_cond(long);
long pidtail_short(long);

int
main(void)
{
	/* through volatile pointers: every call is made, in this order */
	long (*volatile u)(long) = pidtail_uncond;
	long (*volatile c)(long) = pidtail_cond;
	long (*volatile s)(long) = pidtail_short;
	int bad = 0;

	bad |= u(3) != 6;
	bad |= c(0) != 0;
	bad |= c(4) != 8;
	bad |= s(2) != 102;
	bad |= s(7) != 7;
	return (bad ? 1 : 0);
}
