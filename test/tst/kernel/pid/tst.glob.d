/* @@backend: kernel */
/* @@opts: -c ./pidtarget */
/*
 * globs in the module, function and name fields; offset 0 is an offset
 * probe (the first instruction), counted apart from entry
 */
#pragma D option quiet

pid$target:pidtar*:ad?:entry,
pid$target:a.out:g*et:ent*
{
	@calls[probefunc] = count();
}

pid$target::add:0
{
	@off0 = count();
}

END
{
	printa("%s %@d\n", @calls);
	printa("add:0 %@d\n", @off0);
}
