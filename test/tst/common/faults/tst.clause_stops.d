/* a fault ends its clause: later statements do not run, earlier ones did */
/* @@stderr: invalid address (0x8) */

#pragma D option quiet

BEGIN
{
	x = 1;
	y = *(int *)8;
	x = 2;
}

ERROR
{
	printf("%d\n", x);
	exit(0);
}
