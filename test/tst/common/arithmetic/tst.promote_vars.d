/*
 * Assignment converts a value to the variable's type, and the operands of
 * an operator get C's integer promotions and usual arithmetic conversions
 * (Dynamic Tracing Guide, "Type Conversions"), for every kind of variable:
 * unsigned char C = -3 holds 253, and (short)-2 + 253 is 251, as in C.
 * The whole table is test/unit/promote.sh.
 */
/* @@opts: -q */

unsigned char C;
short s;
self unsigned char sC;
self short ss;
this unsigned char tC;
this short ts;
unsigned char aC[int];
short as[int];

BEGIN
{
	C = -3; s = -2;
	self->sC = -3; self->ss = -2;
	this->tC = -3; this->ts = -2;
	aC[0] = -3; as[0] = -2;
	printf("%d %d %d %d\n", s + C, self->ss + self->sC,
	    this->ts + this->tC, as[0] + aC[0]);
	printf("%d %d\n", C, aC[0]);
	trace(s + C);
	printf("\n");
	C = 255; C++;
	s = 32767; s += 1;
	printf("%d %d %d\n", C, s, (int)-2 < (unsigned int)1);
	exit(0);
}
