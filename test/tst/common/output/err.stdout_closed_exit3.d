/* @@opts: -q */
/* @@stdout: closed */
/* @@stderr: dtrace: failed to write to <stdout>: Bad file descriptor */
/* @@exit: 1 */

/* A lost output is an error even when exit() asked for another status. */
BEGIN
{
	printf("lost\n");
	exit(3);
}
