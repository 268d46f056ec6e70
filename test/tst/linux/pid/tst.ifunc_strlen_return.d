/* @@cmd: @PROGS@/pidifunc 10 */
/*
 * strlen's return probe (the rets of the chosen implementation, bounded
 * by its .eh_frame FDE): arg1 is the length, 1 .. 5 in every round.
 */
#pragma D option quiet

pid$target:libc.so.6:strlen:return
{
	@n = count();
	@s = sum(arg1);
	@m = max(arg1);
}

END
{
	printa("calls %@d\n", @n);
	printa("sum %@d\n", @s);
	printa("max %@d\n", @m);
}
