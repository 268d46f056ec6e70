/* the rule holds without -w too */
BEGIN
{
	speculate(1);
	chill(1);
}
