/* xlate of a member the output type lacks */

struct o_t {
	int a;
};

translator struct o_t < int i > {
	a = i;
};

BEGIN
{
	trace(xlate<struct o_t>(1).zz);
}
