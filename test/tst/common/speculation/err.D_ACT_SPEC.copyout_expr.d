/*
 * an expression statement calling a destructive subroutine is a
 * destructive action: it may not follow speculate()
 */
/* @@opts: -w */

BEGIN
{
	speculate(speculation());
	copyout(alloca(1), 0, 1);
}
