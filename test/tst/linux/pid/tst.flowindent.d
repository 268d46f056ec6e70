/* @@cmd: @PROGS@/pidcompute 2 */
/* @@opts: -F */
/*
 * -F over pid entry and return probes: "-> func" indents what follows by
 * two columns, "<- func" comes back; the second enabling of square:entry,
 * right after the first, is "| square:entry" at the current indentation.
 */
pid$target::run:entry,
pid$target::run:return,
pid$target::compute:entry,
pid$target::compute:return,
pid$target::square:entry,
pid$target::square:return
{
}

pid$target::square:entry
{
	trace(arg0);
}
