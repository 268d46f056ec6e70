/*
 * a void parameter may not have a name
 */

int (*fp)(void v);

BEGIN
{
	exit(0);
}
