/* @@cmd: @PROGS@/pidifunc 10 */
/* offset 0 of an IFUNC is the first instruction of its implementation */
#pragma D option quiet

pid$target:libc.so.6:strlen:0,
pid$target:libc.so.6:strlen:entry
{
	@[probename] = count();
}

END
{
	printa("%s %@d\n", @);
}
