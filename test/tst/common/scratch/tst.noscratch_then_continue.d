/* tracing continues after an out-of-scratch fault */
/* @@stderr: out of scratch space */

#pragma D option quiet

BEGIN
{
	this->p = alloca(1024 * 1024 * 1024);
}

BEGIN
{
	printf("continued\n");
	exit(0);
}
