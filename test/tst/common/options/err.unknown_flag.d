/* @@opts: -Q */
/* @@exit: 2 */
/*
 * an unknown command-line flag is a usage error (status 2)
 */

BEGIN
{
	exit(0);
}
