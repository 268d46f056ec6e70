/* @@args: a */
/*
 * $2147483647, the largest argument number an int holds, with one argument
 */

BEGIN
{
	trace($2147483647);
	exit(0);
}
