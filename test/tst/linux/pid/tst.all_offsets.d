/* @@cmd: @PROGS@/pidcompute */
/* every instruction of square() fires once per call */
#pragma D option quiet

pid$target::square:
/probename != "entry" && probename != "return"/
{
	@[probename] = count();
}

END
{
	printa("%@d\n", @);
}
