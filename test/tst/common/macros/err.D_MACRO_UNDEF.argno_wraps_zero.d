/* @@args: a */
/*
 * $$4294967296 is not $$0: an argument number past INT_MAX is undefined,
 * never wrapped into an index
 */

BEGIN
{
	trace($$4294967296);
	exit(0);
}
