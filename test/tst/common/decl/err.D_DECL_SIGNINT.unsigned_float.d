/*
 * unsigned needs an integer type
 */

unsigned float f;

BEGIN
{
	exit(0);
}
