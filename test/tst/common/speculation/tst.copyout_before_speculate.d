/*
 * a destructive subroutine before speculate() is allowed (it compiles;
 * this one faults on the address 0 and fires ERROR)
 */
/* @@opts: -w */

#pragma D option quiet

BEGIN
{
	copyoutstr("a", 0, 2);
}

BEGIN
{
	speculate(speculation());
	printf("speculated\n");
}

ERROR
{
	printf("error %d\n", arg4);
	exit(0);
}
