/* an unknown type in a cast */

BEGIN
{
	trace((nosuchtype_t)1);
}
