/* ERROR arg2 is the index of the faulting action */
/* @@stderr: in action #3 */

#pragma D option quiet

BEGIN
{
	x = 1;
	y = 2;
	trace(*(long *)0x40);
	exit(1);
}

ERROR
{
	printf("%d\n", arg2);
	exit(0);
}
