/* a fault ends only its clause: the next clause of the probe runs */
/* @@stderr: invalid address (0x8) */

#pragma D option quiet

BEGIN
{
	y = *(int *)8;
}

BEGIN
{
	printf("next clause\n");
	exit(0);
}
