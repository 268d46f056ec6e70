/* casting a struct to an int */

struct foo { int a; };
struct foo f;

BEGIN
{
	trace((int)f);
}
