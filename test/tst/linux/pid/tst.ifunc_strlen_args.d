/* @@cmd: @PROGS@/pidifunc 10 */
/* strlen's entry arguments: the strings the program measures */
#pragma D option quiet

pid$target:libc.so.6:strlen:entry
{
	@[copyinstr(arg0)] = count();
}

END
{
	printa("%s %@d\n", @);
}
