/* @@exit: 4 */
/*
 * exit() of a variable
 */

#pragma D option quiet

BEGIN
{
	x = 4;
	exit(x);
}
