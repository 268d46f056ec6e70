/* @@opts: -l -i -1 */
/* @@stderr: dtrace: failed to match :::-1: No probe matches description */
/* @@exit: 1 */

/*
 * -l of a probe id that cannot exist lists nothing for it: an error,
 * reported, and exit status 1 (the other descriptions are still listed).
 */
BEGIN
{
}
