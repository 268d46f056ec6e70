/* @@cmd: @PROGS@/pidifunc 10 */
/*
 * memcpy (an IFUNC): entry count and lengths; each round copies 2, 3, 4,
 * 5 and 6 bytes.  The destination is the caller's buffer: the return
 * value (arg1) is arg0.
 */
#pragma D option quiet

pid$target:libc.so.6:memcpy:entry
{
	@n = count();
	@s = sum(arg2);
	self->dst = arg0;
}

pid$target:libc.so.6:memcpy:return
/self->dst/
{
	@r[arg1 == self->dst ? "dst" : "other"] = count();
	self->dst = 0;
}

END
{
	printa("calls %@d\n", @n);
	printa("bytes %@d\n", @s);
	printa("returns %s %@d\n", @r);
}
