/* @@opts: -q */
/* @@stdout: /dev/full */
/* @@stderr: dtrace: failed to write to <stdout>: No space left on device */
/* @@exit: 1 */

/* The aggregations printed at the end are output like any other. */
BEGIN
{
	@a["key"] = count();
	exit(0);
}
