/* a member the translator does not define */

struct o_t {
	int a;
	int b;
};

translator struct o_t < int i > {
	a = i;
};

BEGIN
{
	trace(xlate<struct o_t>(1).b);
}
