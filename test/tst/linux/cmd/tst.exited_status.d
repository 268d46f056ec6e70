/* @@cmd: @PROGS@/exitcode 7 */
/* @@opts: -Z */
/* @@stderr: exited with status 7 */
syscall::nosuch*:entry
{
}
