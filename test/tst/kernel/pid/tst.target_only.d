/* @@backend: kernel */
/* @@opts: -c ./pidfork */
/*
 * Only the target fires: its forked child (which inherits the planted
 * breakpoint) and another process running the same file (the same inode,
 * which uprobes instrument) make their own calls of add(), unseen; the
 * target's five calls are seen, in order (pidfork.c)
 */
#pragma D option quiet

pid$target::add:entry
{
	printf("%d %d %d\n", pid == $target, arg0, arg1);
}

pid$target::add:return
{
	@rets[pid == $target] = count();
}

END
{
	printa("returns in the target: %d %@d\n", @rets);
}
