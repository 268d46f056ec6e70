/* tracemem() always prints a hex dump of the given length */

#pragma D option quiet

BEGIN
{
	this->p = (char *)alloca(4);
	this->p[0] = 0x41;
	this->p[1] = 0x42;
	this->p[2] = 0;
	this->p[3] = 1;
	tracemem(this->p, 4);
	exit(0);
}
