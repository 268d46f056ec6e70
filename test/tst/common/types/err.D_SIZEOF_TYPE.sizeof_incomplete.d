/* sizeof an undefined struct */

BEGIN
{
	trace(sizeof (struct nosuchstruct));
}
