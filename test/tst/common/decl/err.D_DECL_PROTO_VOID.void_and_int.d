/*
 * void must be the only parameter
 */

int (*fp)(void, int);

BEGIN
{
	exit(0);
}
