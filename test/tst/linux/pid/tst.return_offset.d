/* @@cmd: @PROGS@/pidcompute */
/* arg0 of a return probe is the offset of the ret in the function; the
 * offset probe there fires as often */
#pragma D option quiet

pid$target::square:return
{
	self->off = arg0;
	@r[arg0] = count();
}

pid$target::square:11
{
	@o[probename] = count();
}

END
{
	printa("return at 0x%x: %@d\n", @r);
	printa("offset probe %s: %@d\n", @o);
}
