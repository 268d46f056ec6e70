/* @@opts: -q -o /dev/full */
/* @@stderr: dtrace: failed to write to /dev/full: No space left on device */
/* @@exit: 1 */

/*
 * Trace output that cannot be written to the -o file is an error, not
 * a silent loss with exit status 0.
 */
BEGIN
{
	printf("lost\n");
	exit(0);
}
