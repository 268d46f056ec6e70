/* @@cmd: @PROGS@/syscalls */
syscall::nosuchcall:entry
{
}
