/* @@opts: -q */
/* @@stdout: closed */
/* @@stderr: dtrace: failed to write to <stdout>: Bad file descriptor */
/* @@exit: 1 */

/*
 * With standard output closed (dtrace ... >&-) the output cannot be
 * written: an error, not exit status 0.
 */
BEGIN
{
	printf("lost\n");
	exit(0);
}
