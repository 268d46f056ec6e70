/* @@opts: -q -c ./noformat.txt */
/* @@stderr: dtrace: failed to execute ./noformat.txt: Exec format error */
/* @@exit: 1 */

/*
 * A -c command that execve(2) refuses once tracing has started (here, a
 * file of no executable format) is the same error: "failed to execute",
 * exit status 1, not "exited with status 127" and 0.
 */
BEGIN
{
}
