/*
 * commit() after a data-recording action
 */

BEGIN
{
	trace(1);
	commit(1);
}
