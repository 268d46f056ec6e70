/* casting an int to a struct */

struct foo { int a; };

BEGIN
{
	trace((struct foo)1);
}
