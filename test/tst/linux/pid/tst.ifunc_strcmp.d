/* @@cmd: @PROGS@/pidifunc 10 */
/*
 * strcmp (an IFUNC) against "ccc": per round two words sort before, one
 * is equal, two after; the return value is an int (the low half of rax).
 */
#pragma D option quiet

pid$target:libc.so.6:strcmp:entry
{
	@e[copyinstr(arg1)] = count();
}

pid$target:libc.so.6:strcmp:return
{
	@r[(int)arg1 < 0 ? "less" : (int)arg1 == 0 ? "equal" : "greater"] =
	    count();
}

END
{
	printa("entry %s %@d\n", @e);
	printa("%s %@d\n", @r);
}
