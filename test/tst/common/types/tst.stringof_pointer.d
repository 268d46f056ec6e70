/* stringof() of a char pointer gives a string */

#pragma D option quiet

BEGIN
{
	this->p = (char *)alloca(3);
	this->p[0] = 0x68;
	this->p[1] = 0x69;
	this->p[2] = 0;
	printf("%s\n", stringof(this->p));
	exit(0);
}
