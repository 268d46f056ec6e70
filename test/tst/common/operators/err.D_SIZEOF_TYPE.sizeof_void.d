/*
 * void has no size
 */

BEGIN
{
	x = sizeof (void);
	exit(0);
}
