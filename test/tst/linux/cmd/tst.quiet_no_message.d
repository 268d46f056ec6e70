/* @@cmd: @PROGS@/syscalls */
/* @@opts: -Z -q */
syscall::nosuch*:entry
{
}
