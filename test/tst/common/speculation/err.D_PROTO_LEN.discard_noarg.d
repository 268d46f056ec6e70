/* discard() takes one argument */
BEGIN
{
	discard();
}
