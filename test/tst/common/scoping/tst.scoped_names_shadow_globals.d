/*
 * this->NAME and self->NAME are variables of their own scope whatever
 * global identifier has that name: an inline, a D library constant,
 * an errno or signal name, an enumerator, a type name, a kernel symbol;
 * and a struct member named like an enumerator is the member
 */

#pragma D option quiet

inline int foo = 7;
enum colour { red = 40, green };
struct pair { int red; int green; };
struct pair p;

BEGIN
{
	this->foo = 1;
	self->foo = 2;
	this->NULL = 3;
	self->R_PC = 4;
	this->ENOENT = 5;
	self->SIGKILL = 6;
	this->red = 8;
	self->green = 9;
	this->uint64_t = 10;
	self->schedule = 11;
	p.red = 12;
	p.green = 13;

	printf("%d %d %d %d\n", this->foo, self->foo, foo, this->NULL);
	printf("%d %d %d\n", self->R_PC, this->ENOENT, self->SIGKILL);
	printf("%d %d %d %d\n", this->red, self->green, red, green);
	printf("%d %d\n", this->uint64_t, self->schedule);
	printf("%d %d %d\n", p.red, p.green, offsetof(struct pair, green));
	exit(0);
}
