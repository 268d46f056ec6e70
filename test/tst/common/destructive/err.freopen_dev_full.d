/* @@opts: -w -q */
/* @@stderr: dtrace: processing aborted: No space left on device */
/* @@exit: 1 */

/*
 * What was printed into a file that freopen() then leaves must not be
 * lost unsaid: /dev/full takes nothing, and that is an error.
 */
BEGIN
{
	freopen("/dev/full");
	printf("lost\n");
	freopen("");
	printf("back\n");
	exit(0);
}
