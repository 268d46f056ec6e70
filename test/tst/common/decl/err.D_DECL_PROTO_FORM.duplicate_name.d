/*
 * two parameters with one name
 */

int (*fp)(int a, int a);

BEGIN
{
	exit(0);
}
