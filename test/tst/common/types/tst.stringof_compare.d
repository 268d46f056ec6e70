/* stringof() result compares as a string */

#pragma D option quiet

BEGIN
{
	this->p = (char *)alloca(2);
	this->p[0] = 0x78;
	this->p[1] = 0;
	printf("%d\n", stringof(this->p) == "x");
	exit(0);
}
