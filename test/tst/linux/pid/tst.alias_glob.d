/*
 * A glob matching every alias of a function makes one probe, named by
 * the preferred name.
 */
/* @@cmd: @PROGS@/pidalias */
#pragma D option quiet

pid$target:a.out:*area:entry,
pid$target:a.out:*perimeter:entry
{
	@[probefunc] = count();
}
