/* @@opts: -s . */
/* @@stderr: dtrace: failed to compile script .: Is a directory */
/* @@exit: 1 */

/*
 * -s of a directory is refused with the reason and the name given, not
 * as a memory allocation failure.
 */
BEGIN
{
	exit(0);
}
