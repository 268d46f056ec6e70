/* no translator from the given input type */

struct o_t {
	int a;
};

translator struct o_t < int i > {
	a = i;
};

BEGIN
{
	trace(xlate<struct o_t>("s").a);
}
