/*
 * default trace() prints 4-byte values with %d
 */

BEGIN
{
	trace(0xffffffff);
	exit(0);
}
