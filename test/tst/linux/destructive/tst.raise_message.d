/* @@cmd: @PROGS@/syscalls */
/* @@opts: -w */
/* @@stderr: terminated by SIGTERM */
syscall::write:entry
/pid == $target/
{
	raise(15);
}
