/* @@cmd: @PROGS@/forkexec 2 */
/* children inherit the text with its breakpoints: they are removed from
 * the children, which exit normally; the probe fires in the parent only */
#pragma D option quiet

pid$target:libc.so.6:_exit:entry
{
	@p[pid == $target, arg0] = count();
}

proc:::exit
/pid != $target/
{
	@c[args[0]] = count();
}

END
{
	printa("parent %d status %d: %@d\n", @p);
	printa("children exit reason %d: %@d\n", @c);
}
