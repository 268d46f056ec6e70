/* sizeof (void) */

BEGIN
{
	trace(sizeof (void));
}
