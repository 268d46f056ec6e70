/* repeated alloca() in one clause runs out of scratch space */
/* @@stderr: out of scratch space */

#pragma D option quiet

BEGIN
{
	this->p = alloca(1048576);
	this->p = alloca(1048576);
	this->p = alloca(1048576);
	this->p = alloca(1048576);
	this->p = alloca(1048576);
	this->p = alloca(1048576);
	this->p = alloca(1048576);
	this->p = alloca(1048576);
	exit(1);
}

ERROR
{
	printf("%d\n", arg4);
	exit(0);
}
