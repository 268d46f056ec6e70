/* inet_ntop() with an unknown family is an illegal operation */
/* @@stderr: illegal operation */

#pragma D option quiet

BEGIN
{
	this->a = (uint8_t *)alloca(4);
	this->a[0] = 1;
	this->a[1] = 2;
	this->a[2] = 3;
	this->a[3] = 4;
	trace(inet_ntop(99, this->a));
	exit(1);
}

ERROR
{
	printf("%d\n", arg4);
	exit(0);
}
