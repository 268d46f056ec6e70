/* bcopy() between two alloca() buffers */

#pragma D option quiet

BEGIN
{
	this->a = (char *)alloca(4);
	this->a[0] = 0x61;
	this->a[1] = 0x62;
	this->a[2] = 0x63;
	this->a[3] = 0;
	this->s = (char *)alloca(4);
	bcopy(this->a, this->s, 4);
	printf("%s\n", stringof(this->s));
	exit(0);
}
