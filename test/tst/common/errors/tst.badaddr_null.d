/* @@stderr: invalid address (0x0) in action #1 */
/*
 * loading from address 0 is an invalid address
 */

#pragma D option quiet

BEGIN
{
	trace(*(int *)0);
}

BEGIN
{
	printf("after\n");
	exit(0);
}
