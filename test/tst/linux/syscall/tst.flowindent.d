/* @@cmd: @PROGS@/syscalls 1 */
/* @@opts: -F */
/* -F over syscall probes: the arrows are "=>" and "<=". */
syscall::getppid:entry,
syscall::getppid:return
/pid == $target/
{
}
