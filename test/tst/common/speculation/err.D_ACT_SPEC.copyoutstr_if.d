/*
 * the destructive subroutine counts inside an if statement's branch too
 */
/* @@opts: -w */

BEGIN
{
	speculate(speculation());
	if (1) {
		copyoutstr("a", 0, 2);
	}
}
