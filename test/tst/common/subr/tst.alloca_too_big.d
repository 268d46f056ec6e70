/* alloca() beyond scratch space faults */
/* @@stderr: out of scratch space */

#pragma D option quiet

BEGIN
{
	this->p = alloca(1024 * 1024 * 1024);
	exit(1);
}

ERROR
{
	printf("%d\n", arg4);
	exit(0);
}
