/* @@opts: -q */
/* @@stdout: /dev/full */
/* @@stderr: dtrace: failed to write to <stdout>: No space left on device */
/* @@exit: 1 */

/* Output lost to a full standard output is reported, and the exit is 1. */
BEGIN
{
	printf("lost\n");
	exit(0);
}
