/* @@cmd: @PROGS@/syscalls */
syscall::getppid:entry
/pid == $target/
{
}
