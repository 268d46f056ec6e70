/* @@cmd: @PROGS@/poke */
/* @@stderr: Destructive actions not allowed */
syscall::write:entry
/pid == $target/
{
	raise(9);
}
