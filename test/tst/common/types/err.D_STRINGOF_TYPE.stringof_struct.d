/* stringof() of a struct */

struct foo { int a; };
struct foo s;

BEGIN
{
	trace(stringof(s));
}
