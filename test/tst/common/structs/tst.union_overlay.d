/* union members overlay */

#pragma D option quiet

union u {
	char c;
	int i;
	long l;
};

BEGIN
{
	this->p = (union u *)alloca(sizeof (union u));
	this->p->l = 0x1122334455667788;
	printf("%x %x\n", this->p->i, this->p->c);
	exit(0);
}
