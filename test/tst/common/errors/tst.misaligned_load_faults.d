/* @@stderr: (0x1) in action #1 */
/*
 * a load from address 1 faults and the message carries the address (invalid address on illumos x86, invalid alignment where alignment is checked)
 */

#pragma D option quiet

BEGIN
{
	x = *(int *)1;
}

BEGIN
{
	exit(0);
}
