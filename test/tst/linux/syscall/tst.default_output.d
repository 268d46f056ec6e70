/* @@cmd: @PROGS@/syscalls */
syscall::getppid:entry
{
}
