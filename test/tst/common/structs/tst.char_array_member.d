/* a char array member read with stringof */

#pragma D option quiet

struct named {
	int id;
	char name[8];
};

BEGIN
{
	this->p = (struct named *)alloca(sizeof (struct named));
	this->p->name[0] = 0x6f;
	this->p->name[1] = 0x6b;
	this->p->name[2] = 0;
	printf("%s %d\n", stringof(this->p->name), sizeof (this->p->name));
	exit(0);
}
