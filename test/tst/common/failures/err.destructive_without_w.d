/* @@exit: 1 */
/* @@stderr: estructive */
/*
 * destructive actions need -w
 */

BEGIN
{
	chill(1);
	exit(0);
}
