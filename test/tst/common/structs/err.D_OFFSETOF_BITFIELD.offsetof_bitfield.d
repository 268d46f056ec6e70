/* offsetof() of a bit-field */

struct bits {
	unsigned int a : 3;
	unsigned int b : 5;
	unsigned int c : 8;
};

BEGIN
{
	trace(offsetof(struct bits, b));
}
