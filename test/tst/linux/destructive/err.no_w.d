/* @@cmd: @PROGS@/poke */
/* @@stderr: Destructive actions not allowed */
syscall::write:entry
/pid == $target/
{
	copyoutstr("x", arg1, 1);
}
