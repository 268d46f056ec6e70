/* @@stderr: invalid address (0x10) in action #1 */
/*
 * the message carries the faulting address
 */

#pragma D option quiet

BEGIN
{
	x = *(long *)16;
}

BEGIN
{
	exit(0);
}
