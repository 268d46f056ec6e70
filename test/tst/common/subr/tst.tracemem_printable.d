/* tracemem() of printable bytes is still a hex dump */

#pragma D option quiet

BEGIN
{
	this->p = (char *)alloca(3);
	this->p[0] = 0x61;
	this->p[1] = 0x62;
	this->p[2] = 0x63;
	tracemem(this->p, 3);
	exit(0);
}
