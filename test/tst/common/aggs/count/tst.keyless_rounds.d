/*
 * Keyless aggregations across many consumer rounds: each CPU remembers
 * the record of `@ = count()` in its active aggregation buffer half, and
 * every snapshot (aggrate 1ms) takes that half; clear() and trunc()
 * between rounds.  Three rounds of exactly 50 updates (tick t = 1..50,
 * 401..450, 801..850), each printed and cleared 50 ms after its last
 * update, 300 ms before the next one; the totals never cleared.
 */

#pragma D option quiet
#pragma D option aggrate=1ms
#pragma D option switchrate=1ms

tick-1ms
{
	t++;
}

tick-1ms
/t <= 1200 && t % 400 >= 1 && t % 400 <= 50/
{
	@c = count();
	@s = sum(2);
	@a = avg(t % 400);
	@q = quantize(8);
	@n = count();
	@m = max(t);
}

tick-1ms
/t % 400 == 100/
{
	printa("round %@d %@d %@d\n", @c, @s, @a);
	printa(@q);
	clear(@c);
	clear(@s);
	clear(@a);
	trunc(@q);
}

tick-1ms
/t == 1250/
{
	printa("total %@d %@d %@d\n", @c, @n, @m);
	exit(0);
}
