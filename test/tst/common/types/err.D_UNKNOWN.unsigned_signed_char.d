/*
 * "unsigned signed char" names no type either: D_UNKNOWN
 */

unsigned signed char c;

BEGIN
{
	exit(0);
}
