/* a declared array used with a key of another type */

int a[int];

BEGIN
{
	a["s"] = 2;
}
