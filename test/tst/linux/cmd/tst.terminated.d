/* @@cmd: @PROGS@/exitcode -9 */
/* @@opts: -Z */
/* @@stderr: terminated by SIGKILL */
syscall::nosuch*:entry
{
}
