/* @@opts: -x nosuchoption */
/* @@exit: 1 */
/* @@stderr: nosuchoption */
/*
 * -x with an unknown option
 */

BEGIN
{
	exit(0);
}
