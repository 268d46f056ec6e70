/* bcopy() from a bad address faults */
/* @@stderr: invalid address (0x0) */

#pragma D option quiet

BEGIN
{
	this->d = alloca(8);
	bcopy((void *)0, this->d, 8);
	exit(1);
}

ERROR
{
	printf("%d\n", arg4);
	exit(0);
}
