/* @@exit: 1 */
/* @@stderr: failed to compile script  */
/*
 * a compile error names the script and the line
 */

BEGIN
{
	x = ;
}
