/* @@cmd: @PROGS@/syscalls */
/* @@opts: -Z */
/* @@stderr: has exited */
syscall::nosuch*:entry
{
}
