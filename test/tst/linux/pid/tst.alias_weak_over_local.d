/*
 * A local (static) function with a weak alias is named by the alias:
 * weak names are preferred to local ones.
 */
/* @@cmd: @PROGS@/pidalias */
#pragma D option quiet

pid$target:pidalias:perimeter:return
{
	@[probefunc] = sum(arg1);
}
