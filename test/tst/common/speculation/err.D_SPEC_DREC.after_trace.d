/*
 * speculate() after a data-recording action
 */

BEGIN
{
	trace(1);
	speculate(1);
}
