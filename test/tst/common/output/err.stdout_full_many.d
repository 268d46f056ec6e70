/* @@opts: -q */
/* @@stdout: /dev/full */
/* @@stderr: No space left on device */
/* @@exit: 1 */

/*
 * More output than stdio buffers at once: the write fails while records
 * are consumed, and that is reported too.
 */
BEGIN
{
	i = 0;
}

tick-1ms
/i++ < 100/
{
	printf("%0100d\n", i);
}

tick-1ms
/i > 100/
{
	exit(0);
}
