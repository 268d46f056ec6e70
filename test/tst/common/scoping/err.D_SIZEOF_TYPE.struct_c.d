/*
 * a struct declared by the program is not in the C namespace: struct
 * C`foo is only a forward tag, of unknown size
 */

struct foo {
	int a;
};

BEGIN
{
	trace(sizeof (struct C`foo));
}
