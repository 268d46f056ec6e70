/* @@stderr: dtrace: failed to compile script  */
/*
 * the message names the script
 */

BEGIN
{
	+;
}
