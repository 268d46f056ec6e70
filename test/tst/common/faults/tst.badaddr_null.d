/* dereferencing NULL fires DTRACEFLT_BADADDR */
/* @@stderr: invalid address (0x0) */

#pragma D option quiet

BEGIN
{
	this->p = (long *)NULL;
	trace(*this->p);
	exit(1);
}

ERROR
{
	printf("%d\n", arg4);
	exit(0);
}
