/* @@opts: -l */
/* @@stdout: /dev/full */
/* @@stderr: dtrace: failed to write to <stdout>: No space left on device */
/* @@exit: 1 */

/* The listing of -l is output too: lost, it is an error. */
BEGIN
{
}
