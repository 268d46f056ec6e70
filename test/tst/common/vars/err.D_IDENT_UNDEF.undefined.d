/* reading a variable never assigned */

BEGIN
{
	trace(nosuchvar);
}
