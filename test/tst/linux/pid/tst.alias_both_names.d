/*
 * Both names of a function describe one probe: each call fires it once,
 * and the clause runs once for each description.
 */
/* @@cmd: @PROGS@/pidalias */
#pragma D option quiet

pid$target:a.out:area:entry,
pid$target:a.out:__area:entry
{
	@calls[id] = count();
}

END
{
	printa("%@d\n", @calls);
}
