/* @@cmd: @PROGS@/pidifunc 10 */
/*
 * an IFUNC of the executable itself (twice, bound through its own
 * IRELATIVE relocation): twice(i) = 2 * i for i = 0 .. 4 in each round
 */
#pragma D option quiet

pid$target:a.out:twice:entry
{
	@n = count();
	@a = sum(arg0);
}

pid$target:a.out:twice:return
{
	@r = sum(arg1);
}

END
{
	printa("calls %@d\n", @n);
	printa("args %@d\n", @a);
	printa("returns %@d\n", @r);
}
