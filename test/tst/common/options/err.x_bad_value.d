/* @@opts: -x bufsize=huge */
/* @@exit: 1 */
/*
 * an option value that does not parse
 */

BEGIN
{
	exit(0);
}
