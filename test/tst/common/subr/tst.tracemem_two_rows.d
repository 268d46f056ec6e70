/* tracemem() of more than 16 bytes prints several rows */

#pragma D option quiet

BEGIN
{
	this->p = (uint64_t *)alloca(24);
	this->p[0] = 0;
	this->p[1] = 0;
	this->p[2] = 0x0807060504030201;
	tracemem(this->p, 20);
	exit(0);
}
