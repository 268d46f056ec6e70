/* bcopy() to memory outside scratch faults */
/* @@stderr: invalid address */

#pragma D option quiet

BEGIN
{
	this->a = alloca(8);
	bcopy(this->a, (void *)8, 3);
	exit(1);
}

ERROR
{
	printf("%d\n", arg4);
	exit(0);
}
