/* @@exit: 2 */
/*
 * exit() takes an expression
 */

#pragma D option quiet

BEGIN
{
	exit(1 + 1);
}
