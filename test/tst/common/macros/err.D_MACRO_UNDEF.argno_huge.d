/* @@args: a */
/*
 * an argument number beyond every integer type
 */

BEGIN
{
	trace($123456789012345678901234567890);
	exit(0);
}
