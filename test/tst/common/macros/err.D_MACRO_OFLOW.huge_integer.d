/* @@args: 99999999999999999999999 */
/* a macro argument integer beyond 64 bits */
BEGIN
{
	trace($1);
}
